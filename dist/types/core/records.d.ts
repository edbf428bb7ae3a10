/** Decodes UTF-8 or throws naming the byte offset of the first invalid sequence. */
export declare function decodeUtf8(buf: Uint8Array, what: string): string;
/**
 * Splits path records as bytes arrive. Line mode: newline-separated; a record holding NUL or CR
 * cannot be a line-mode path and is an error (use -z). NUL mode: NUL-separated, newlines allowed
 * inside. A final empty record (trailing separator) is dropped; blank records are kept for the
 * caller to skip. Streaming keeps a million-path input from being held twice in memory.
 */
export declare class RecordSplitter {
    private readonly nul;
    private readonly what;
    private readonly name;
    private readonly sepByte;
    private carry;
    private count;
    private offset;
    private sawSeparator;
    private sawNewline;
    /**
     * The input's first bytes that are not UTF-8, found while splitting: thrown once the records
     * before them were given out, so the error named is the input's first whatever the reads' sizes
     * (a tab in record 1 is named before bad bytes further on in the same read).
     */
    private failure;
    /**
     * `name`: the name a checked record stands for (line mode: a C-quoted record's, see unquoteCName),
     * worked out record by record in input order, after the record is checked.
     */
    constructor(nul: boolean, what: string, name?: (record: string) => string);
    /** The byte between records: 0 (NUL, -z) or 10 (newline). */
    get separator(): number;
    /**
     * The records completed by `chunk`. The chunk is not kept (the caller may reuse its memory): only
     * the bytes after its last separator are copied, and the record they begin is joined with the
     * next chunk's head alone, never by copying the whole next chunk.
     */
    push(chunk: Uint8Array): string[];
    /**
     * After the regions `pushRegions` gave were read: the error for bytes that are not UTF-8 after
     * them, when there are some.
     */
    throwPending(): void;
    /**
     * `push`, as regions of whole records (separated by the separator, the last ending where the
     * region ends), checked to be UTF-8 but not split: for the native path kernel, which splits them
     * itself and asks for the records it hands back with `record`. A region may be a view of `chunk`:
     * read it before the next chunk.
     */
    pushRegions(chunk: Uint8Array): Buffer[];
    end(): string[];
    /** `end`, as a region (see pushRegions): the last record, when the input does not end with a separator. */
    endRegions(): Buffer[];
    /**
     * The record region[start, end) of a region from `pushRegions`, record `number` (from 0) of the
     * input, decoded and checked as `push` checks each record.
     */
    record(region: Uint8Array, start: number, end: number, number: number): string;
    private refuseBom;
    /**
     * Each record decoded as its own string, not sliced from one big string: V8 keeps a substring as a
     * view of its parent, so memos holding a few of them would keep every 1 MiB input chunk alive.
     */
    private records;
    /**
     * Adds `bytes` (whole records, starting at input offset `offset`) to `regions` when they are
     * UTF-8. Else it adds the records before the first bad byte, and keeps the error naming that
     * byte's offset for throwPending.
     */
    private addRegion;
    /** Checks each record in order (line mode), names it, then throws a pending UTF-8 error. */
    private validate;
    /** Refuses record `number` (from 0) `r` of line-mode input when it cannot be a line-mode path. */
    private refuseInLines;
}
/**
 * The name a C-quoted line-mode record stands for, or null when the record is not one. git (and
 * other tools) print a name holding a non-ASCII byte, a control character, `"` or `\` in double
 * quotes with C escapes (`".github/workflows/d\303\251.yml"`) unless -z is given; read as it is,
 * the quoted text is a harmless relative name. Only octal escapes and `\a\b\t\n\v\f\r\"\\` are
 * git's (quote.c); anything else is no such record. The bytes must be UTF-8, as every input's are.
 */
export declare function unquoteCName(record: string): string | null;
/** All records of a complete buffer (see RecordSplitter). */
export declare function splitPathRecords(buf: Uint8Array, nul: boolean, what: string): string[];
