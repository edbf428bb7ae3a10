// forge-gate's path kernel: the common case of `forge-gate violations`, in C.
//
// Why C: a path costs about 1.2 µs of JavaScript in sorted input and 2.5-3.5 µs in random order
// (decoding a string per path, hashing it, then cache misses in several tables spread over the heap),
// spread over a dozen functions; batched look-ups and a byte-level JavaScript loop were measured and
// did not move it (issue 22). Here a path is split, hashed and looked up from the input bytes
// themselves, in three flat tables, with no string made.
//
// What it decides, and only that: a record that is an absolute, normalised, printable-ASCII path is
// de-duplicated here (the one set of seen paths for the whole run: the JavaScript checker asks it too,
// see `seen`), and when it is new and its directory is *plain* (spelled as it is, no link, no root or
// protection of its own: the checker's PLAIN flag) and neither the directory nor the leaf can hold a
// violation, it is counted and dropped. Everything else is handed back, in input order, to the
// JavaScript checker (src/core/violations/checker.ts), which stays the judge of every path that may
// escape: the kernel only ever says "inside, not protected" for paths the checker's own fast path
// would have said it for, from the same flags.
//
// Directories: the checker tells the kernel each directory it memoises (its flags) and each directory
// listing it reads; the kernel makes a plain directory's plain children itself from those, by the
// checker's rule (childFlags: a child of a plain directory takes its flags, unless its spelling is
// notable or it is a link), and hands a path back when it cannot.
//
// Keys are SipHash-1-3 (128-bit output; the rounds Rust's HashMap uses) under a key drawn at random
// for each run: a path, a directory
// and a listed name are known by their hash alone. Two different spellings share a key with odds of
// about n²/2¹²⁹, and an agent that writes the paths cannot aim at a collision without the key.
#if defined(__linux__)
#define _GNU_SOURCE /* memrchr */
#endif
#define NAPI_VERSION 8
#include <node_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Directory flags: the checker's (src/core/violations/flags.ts). */
#define F_PLAIN 2
#define F_MISSING 4
#define F_UNDER_ROOT_NAME 8
#define F_ROOT_NAME_PARENT 16
#define F_RELATIVE_NAME 32
#define F_ABSOLUTE_NAME 64
#define F_IS_ROOT 128
#define F_ROOTS_MASK (~0xff)

/* A directory's listing as the kernel knows it. */
#define LIST_NONE 0
#define LIST_READ 1
#define LIST_UNREADABLE 2

/* A listed name's kind: an entry, or one a path must not be judged through here (link, unknown). */
#define KIND_ENTRY 1
#define KIND_LINK 2

/* Records are read GROUP at a time (see read_ahead). */
#define GROUP 16
/* A relative record longer than this goes to the checker (its absolute spelling is made in
 * `scratch`, which holds GROUP of them). */
#define RELATIVE_MAX 4096

/* What a handed-back record is: new and normalised (judge it, it is counted); raw (all of it); new,
 * normalised and outside every root with no link on the way (a violation: outside_write_roots, or
 * symlink_escape when its spelling is below a root's). */
#define HAND_FRESH 0
#define HAND_RAW 1
#define HAND_OUTSIDE 2
#define HAND_ESCAPE 3

/* ---------------------------------------------------------------- SipHash-1-3, 128-bit output */

typedef struct {
  uint64_t v0, v1, v2, v3;
  uint64_t tail;
  unsigned ntail;
  uint64_t length;
} sip_state;

#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
#define SIPROUND                                                                                   \
  do {                                                                                             \
    v0 += v1;                                                                                      \
    v1 = ROTL(v1, 13);                                                                             \
    v1 ^= v0;                                                                                      \
    v0 = ROTL(v0, 32);                                                                             \
    v2 += v3;                                                                                      \
    v3 = ROTL(v3, 16);                                                                             \
    v3 ^= v2;                                                                                      \
    v0 += v3;                                                                                      \
    v3 = ROTL(v3, 21);                                                                             \
    v3 ^= v0;                                                                                      \
    v2 += v1;                                                                                      \
    v1 = ROTL(v1, 17);                                                                             \
    v1 ^= v2;                                                                                      \
    v2 = ROTL(v2, 32);                                                                             \
  } while (0)

static inline uint64_t read64(const uint8_t *p) {
  uint64_t x;
  memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  return x;
}

static inline void sip_init(sip_state *s, const uint64_t key[2]) {
  s->v0 = 0x736f6d6570736575ULL ^ key[0];
  s->v1 = 0x646f72616e646f6dULL ^ key[1] ^ 0xee; /* 128-bit output variant */
  s->v2 = 0x6c7967656e657261ULL ^ key[0];
  s->v3 = 0x7465646279746573ULL ^ key[1];
  s->tail = 0;
  s->ntail = 0;
  s->length = 0;
}

static inline void sip_block(sip_state *s, uint64_t m) {
  uint64_t v0 = s->v0, v1 = s->v1, v2 = s->v2, v3 = s->v3;
  v3 ^= m;
  SIPROUND;
  v0 ^= m;
  s->v0 = v0;
  s->v1 = v1;
  s->v2 = v2;
  s->v3 = v3;
}

static void sip_update(sip_state *s, const uint8_t *p, size_t n) {
  s->length += n;
  while (s->ntail > 0 && n > 0) {
    s->tail |= (uint64_t)*p++ << (8 * s->ntail);
    n--;
    if (++s->ntail == 8) {
      sip_block(s, s->tail);
      s->tail = 0;
      s->ntail = 0;
    }
  }
  /* All of p went into a block still short of 8 bytes: its count stays (resetting it here keyed a
   * spelling hashed in pieces, as `directories` does, as another text of the same length). */
  if (s->ntail > 0) return;
  for (; n >= 8; n -= 8, p += 8) sip_block(s, read64(p));
  for (size_t i = 0; i < n; i++) s->tail |= (uint64_t)p[i] << (8 * i);
  s->ntail = (unsigned)n;
}

typedef struct {
  uint64_t a, b;
} key128;

static key128 sip_final(sip_state *s) {
  uint64_t m = s->tail | (s->length << 56);
  sip_block(s, m);
  uint64_t v0 = s->v0, v1 = s->v1, v2 = s->v2 ^ 0xee, v3 = s->v3;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  key128 out;
  out.a = v0 ^ v1 ^ v2 ^ v3;
  v1 ^= 0xdd;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  out.b = v0 ^ v1 ^ v2 ^ v3;
  /* An all-zero key marks an empty slot. */
  if ((out.a | out.b) == 0) out.b = 1;
  return out;
}

/* ------------------------------------------------------------------------------ hash tables */

typedef struct {
  uint64_t a, b;
  int32_t flags;
  uint8_t listing;
  uint8_t outside;
} dir_slot;

typedef struct {
  uint64_t a, b;
} key_slot;

typedef struct {
  uint64_t a, b;
  uint8_t kind;
} entry_slot;

/* One open-addressed table of slots of `size` bytes whose first 16 are the key (0: empty). */
typedef struct {
  uint8_t *slots;
  size_t size;
  size_t mask;
  size_t count;
  /* Bytes mapped for the slots (0: they were calloc'd). */
  size_t mapped;
} table;

/* Tables this big are mapped, and asked for huge pages: a look-up in a random order then costs a
 * cache miss, not a TLB miss as well (measured: most of a random-order path's time is misses). */
#define MAP_AT (4u << 20)

static void table_release(table *t) {
  if (t->slots == NULL) return;
  if (t->mapped > 0) munmap(t->slots, t->mapped);
  else free(t->slots);
  t->slots = NULL;
}

static int table_init(table *t, size_t size, size_t capacity) {
  t->size = size;
  t->mask = capacity - 1;
  t->count = 0;
  t->mapped = 0;
  size_t bytes = capacity * size;
  if (bytes >= MAP_AT) {
    void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
      t->slots = NULL;
      return 0;
    }
#ifdef MADV_HUGEPAGE
    madvise(m, bytes, MADV_HUGEPAGE);
#endif
    t->slots = m;
    t->mapped = bytes;
    return 1;
  }
  t->slots = calloc(capacity, size);
  return t->slots != NULL;
}

static inline uint8_t *slot_at(const table *t, size_t i) { return t->slots + i * t->size; }

/* The slot holding `k`, or the empty one where it would go. */
static inline uint8_t *table_find(const table *t, key128 k) {
  size_t i = (size_t)k.a & t->mask;
  for (;;) {
    uint8_t *s = slot_at(t, i);
    const key_slot *ks = (const key_slot *)s;
    if ((ks->a == k.a && ks->b == k.b) || (ks->a | ks->b) == 0) return s;
    i = (i + 1) & t->mask;
  }
}

static int table_grow(table *t) {
  table old = *t;
  size_t old_cap = t->mask + 1;
  if (!table_init(t, t->size, old_cap * 2)) {
    *t = old;
    return 0;
  }
  size_t count = 0;
  for (size_t i = 0; i < old_cap; i++) {
    const key_slot *ks = (const key_slot *)(old.slots + i * t->size);
    if ((ks->a | ks->b) == 0) continue;
    key128 k = {ks->a, ks->b};
    memcpy(table_find(t, k), ks, t->size);
    count++;
  }
  t->count = count;
  table_release(&old);
  return 1;
}

/* The slot for `k`, made (zeroed past the key) when new; `*fresh` says which. NULL: out of memory. */
static uint8_t *table_insert(table *t, key128 k, int *fresh) {
  uint8_t *s = table_find(t, k);
  const key_slot *ks = (const key_slot *)s;
  if ((ks->a | ks->b) != 0) {
    *fresh = 0;
    return s;
  }
  if ((t->count + 1) * 2 > t->mask + 1) {
    if (!table_grow(t)) return NULL;
    s = table_find(t, k);
  }
  memset(s, 0, t->size);
  memcpy(s, &k, 16);
  t->count++;
  *fresh = 1;
  return s;
}

static inline void table_prefetch(const table *t, key128 k) {
  __builtin_prefetch(slot_at(t, (size_t)k.a & t->mask));
}

static inline const uint8_t *table_get(const table *t, key128 k) {
  const uint8_t *s = table_find(t, k);
  const key_slot *ks = (const key_slot *)s;
  return (ks->a | ks->b) == 0 ? NULL : s;
}

/* ------------------------------------------------------------------------------ the kernel */

typedef struct {
  uint8_t *bytes;
  size_t length;
} name;

typedef struct {
  name *items;
  size_t count;
} name_list;

typedef struct {
  uint64_t key[2];
  uint8_t separator;
  table dirs, seen, entries, notable;
  /* What the glob filter (src/core/glob-filter.ts) needs, and the protected directories' leaves. */
  int relative_glob, absolute_glob, relative_always, absolute_always, first_patterns;
  name_list first_literals, relative_names, absolute_names, protected_leaves;
  /* Records counted here (new, and judged inside the lease). */
  double counted;
  /* The directory of the last record hashed: its spelling (a copy) and key. */
  uint8_t *last_dir;
  size_t last_dir_length, last_dir_capacity;
  int has_last_dir;
  key128 last_key;
  /* Where relative records are: the directory's spelling ("" for `/`), or NULL (handed back raw). */
  uint8_t *cwd;
  size_t cwd_length;
  /* The absolute spellings of a group's relative records. */
  uint8_t *scratch;
  size_t scratch_capacity;
  int failed;
} kernel;

static key128 dir_key(const kernel *k, const uint8_t *p, size_t n) {
  sip_state s;
  sip_init(&s, k->key);
  sip_update(&s, p, n);
  return sip_final(&s);
}

/* A path's key: its directory's key, then its leaf (also a listed name's key). */
static key128 leaf_key(const kernel *k, key128 dir, const uint8_t *leaf, size_t n) {
  sip_state s;
  sip_init(&s, k->key);
  uint8_t head[16];
  memcpy(head, &dir.a, 8);
  memcpy(head + 8, &dir.b, 8);
  sip_update(&s, head, 16);
  sip_update(&s, leaf, n);
  return sip_final(&s);
}

/* Where the last slash in p[0, end) is (SIZE_MAX: none). A byte loop backwards over a long name was
 * a tenth of a scan's own time on long names; glibc's memrchr reads a vector at a time. */
static inline size_t slash_before(const uint8_t *p, size_t end) {
#if defined(__GLIBC__)
  const uint8_t *q = end == 0 ? NULL : memrchr(p, '/', end);
  return q == NULL ? SIZE_MAX : (size_t)(q - p);
#else
  while (end > 0 && p[end - 1] != '/') end--;
  return end == 0 ? SIZE_MAX : end - 1;
#endif
}

/* One of `names` is in p[0, n). */
static int holds(const name_list *names, const uint8_t *p, size_t n) {
  for (size_t i = 0; i < names->count; i++) {
    const name *x = &names->items[i];
    if (x->length > n) continue;
    if (x->length == 0) return 1;
    const uint8_t *end = p + n - x->length;
    for (const uint8_t *q = p; q <= end; q++) {
      q = memchr(q, x->bytes[0], (size_t)(end - q) + 1);
      if (q == NULL) break;
      if (memcmp(q, x->bytes, x->length) == 0) return 1;
    }
  }
  return 0;
}

static int equals_one(const name_list *names, const uint8_t *p, size_t n) {
  for (size_t i = 0; i < names->count; i++)
    if (names->items[i].length == n && memcmp(names->items[i].bytes, p, n) == 0) return 1;
  return 0;
}

/* -1: some first segment is a pattern the kernel does not evaluate (the checker must). */
static int first_segment(const kernel *k, const uint8_t *p, size_t n) {
  if (equals_one(&k->first_literals, p, n)) return 1;
  return k->first_patterns ? -1 : 0;
}

/*
 * The slot of the plain directory child `p[0, end)` of the directory in `parent` (whose spelling
 * ends at `up`), made by the checker's rule for a plain parent; NULL when the checker must make it.
 */
static dir_slot *make_child(kernel *k, dir_slot *parent, key128 parent_key, const uint8_t *p, size_t up,
                            size_t end, key128 key) {
  int above = parent->flags;
  if ((above & F_PLAIN) == 0 || table_get(&k->notable, key) != NULL) return NULL;
  const uint8_t *leaf = p + up + 1;
  size_t n = end - up - 1;
  int missing = (above & F_MISSING) != 0;
  if (!missing) {
    if (parent->listing != LIST_READ) return NULL;
    const entry_slot *e = (const entry_slot *)table_get(&k->entries, leaf_key(k, parent_key, leaf, n));
    if (e != NULL && e->kind != KIND_ENTRY) return NULL;
    missing = e == NULL;
  }
  int flags = above & (F_UNDER_ROOT_NAME | F_RELATIVE_NAME | F_ABSOLUTE_NAME | F_ROOTS_MASK);
  if ((flags & F_RELATIVE_NAME) == 0) {
    int named = holds(&k->relative_names, leaf, n);
    if (!named && (above & F_IS_ROOT) != 0) {
      int first = first_segment(k, leaf, n);
      if (first < 0) return NULL;
      named = first;
    }
    if (named) flags |= F_RELATIVE_NAME;
  }
  if ((flags & F_ABSOLUTE_NAME) == 0 && holds(&k->absolute_names, leaf, n)) flags |= F_ABSOLUTE_NAME;
  flags |= F_PLAIN | (missing ? F_MISSING : 0);
  uint8_t outside = parent->outside;
  int fresh;
  dir_slot *d = (dir_slot *)table_insert(&k->dirs, key, &fresh);
  if (d == NULL) {
    k->failed = 1;
    return NULL;
  }
  if (fresh) {
    d->flags = flags;
    d->outside = outside;
  }
  return d;
}

/*
 * The slot of the directory p[0, cut) (a normalised spelling; "" is `/`), made from its nearest
 * known ancestor when the rule allows; NULL when the checker must judge paths in it.
 */
static dir_slot *directory(kernel *k, const uint8_t *p, size_t cut, key128 key, const key128 *parent) {
  dir_slot *d = (dir_slot *)table_get(&k->dirs, key);
  if (d != NULL) return d;
  /* Where each ancestor's spelling ends, deepest first, up to one the table knows. */
  size_t ends[64];
  key128 keys[64];
  size_t depth = 0;
  size_t end = cut;
  key128 at = key;
  dir_slot *known = NULL;
  for (;;) {
    if (depth == 64) return NULL;
    ends[depth] = end;
    keys[depth] = at;
    depth++;
    if (end == 0) return NULL; /* `/` is always known: not reached. */
    size_t up = slash_before(p, end); /* the slash before the last name (spellings start with one) */
    if (up == SIZE_MAX) return NULL;
    end = up;
    /* The first parent's key was worked out when the record was read (see ask_for_parents). */
    at = depth == 1 && parent != NULL ? *parent : dir_key(k, p, end);
    known = (dir_slot *)table_get(&k->dirs, at);
    if (known != NULL) break;
  }
  key128 parent_key = at;
  size_t up = end;
  for (size_t i = depth; i-- > 0;) {
    known = make_child(k, known, parent_key, p, up, ends[i], keys[i]);
    if (known == NULL) return NULL;
    parent_key = keys[i];
    up = ends[i];
  }
  return known;
}

/* Whether a leaf in a plain directory with `flags` may match a protect glob (mayMatchGlob). */
static int may_match_glob(const kernel *k, int flags, const uint8_t *leaf, size_t n) {
  if (k->relative_glob) {
    if (k->relative_always || (flags & F_RELATIVE_NAME) != 0) return 1;
    if ((flags & F_IS_ROOT) != 0 && first_segment(k, leaf, n) != 0) return 1;
    if (holds(&k->relative_names, leaf, n)) return 1;
  }
  if (k->absolute_glob) {
    if (k->absolute_always || (flags & F_ABSOLUTE_NAME) != 0) return 1;
    if (holds(&k->absolute_names, leaf, n)) return 1;
  }
  return 0;
}

/* What one pass over a record's printable run found (see printable_run). */
typedef struct {
  /* Some name starts with `/` or `.` (an empty name, or maybe `.` or `..`). */
  int dotted;
  /* Every byte is a space (the checker skips a blank record). */
  int spaces;
  /* Its last slash (SIZE_MAX: none). */
  size_t last;
} run_info;

/*
 * How many bytes from p (at most `avail`) are printable ASCII: the record ends there when the byte
 * after them is the separator (a NUL and a newline are not printable) or the region ends, and is not
 * the kernel's to judge otherwise. Finding the record's end and checking its bytes are one pass (a
 * separate memchr for the end was a tenth of a scan on long names), which also notes what
 * plain_record needs. Byte-wide accumulators, so vector lanes stay bytes.
 */
static size_t printable_run(const uint8_t *p, size_t avail, run_info *info) {
  uint8_t dotted = 0, spaces = 1;
  size_t i = 0, last = SIZE_MAX, end = SIZE_MAX;
#if defined(__SSE2__)
  /* 16 bytes a step (the compiler's own vectorising of the loop below cost 3 cycles a byte). */
  {
    const __m128i low = _mm_set1_epi8(0x1f), high = _mm_set1_epi8(0x7f);
    const __m128i slash = _mm_set1_epi8('/'), dot = _mm_set1_epi8('.'), space = _mm_set1_epi8(' ');
    __m128i vdot = _mm_setzero_si128(), vspace = _mm_set1_epi8(-1);
    for (; i + 17 <= avail; i += 16) {
      __m128i c = _mm_loadu_si128((const __m128i *)(p + i));
      __m128i d = _mm_loadu_si128((const __m128i *)(p + i + 1));
      /* Signed: bytes from 0x80 are negative, so not above 0x1f. */
      __m128i bad = _mm_or_si128(_mm_or_si128(_mm_cmpgt_epi8(low, c), _mm_cmpeq_epi8(c, low)),
                                 _mm_cmpeq_epi8(c, high));
      __m128i is_slash = _mm_cmpeq_epi8(c, slash);
      __m128i pair = _mm_and_si128(is_slash, _mm_or_si128(_mm_cmpeq_epi8(d, slash), _mm_cmpeq_epi8(d, dot)));
      unsigned badm = (unsigned)_mm_movemask_epi8(bad);
      unsigned slashes = (unsigned)_mm_movemask_epi8(is_slash);
      if (badm != 0) {
        /* The run ends in this step: only the bytes before its end count. */
        unsigned stop = (unsigned)__builtin_ctz(badm);
        unsigned valid = (1u << stop) - 1;
        dotted |= ((unsigned)_mm_movemask_epi8(pair) & valid) != 0;
        spaces = spaces && ((unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(c, space)) & valid) == valid;
        slashes &= valid;
        if (slashes != 0) last = i + 31 - (size_t)__builtin_clz(slashes);
        end = i + stop;
        break;
      }
      vdot = _mm_or_si128(vdot, pair);
      vspace = _mm_and_si128(vspace, _mm_cmpeq_epi8(c, space));
      if (slashes != 0) last = i + 31 - (size_t)__builtin_clz(slashes);
    }
    dotted |= _mm_movemask_epi8(vdot) != 0;
    spaces = spaces && (i == 0 || _mm_movemask_epi8(vspace) == 0xffff);
  }
#endif
  if (end == SIZE_MAX) {
    for (; i < avail; i++) {
      uint8_t c = p[i];
      if ((uint8_t)(c - 0x20) >= 0x5f) break;
      uint8_t d = i + 1 < avail ? p[i + 1] : 0;
      dotted |= (uint8_t)((c == '/') & ((d == '/') | (d == '.')));
      spaces &= (uint8_t)(c == ' ');
      if (c == '/') last = i;
    }
    end = i;
  }
  info->dotted = dotted;
  info->spaces = spaces;
  info->last = last;
  return end;
}

/*
 * Whether the printable record p[0, n) (see printable_run, which found `info`) is a normalised path:
 * absolute (`relative` 0) or relative to a directory (1): no empty, `.` or `..` name, no trailing
 * slash, not `/` itself, not blank. `*cut` gets its last slash (SIZE_MAX: none, a relative name alone).
 */
static int plain_record(const uint8_t *p, size_t n, int relative, const run_info *info, size_t *cut) {
  if (n == 0 || p[n - 1] == '/' || info->spaces) return 0;
  if (relative ? p[0] == '/' : (n < 2 || p[0] != '/')) return 0;
  if (info->dotted || (relative && p[0] == '.')) {
    /* Each name, from its first byte: at 0 for a relative path, after each slash. */
    const uint8_t *end = p + n;
    for (const uint8_t *q = relative ? p : p + 1; q != NULL;) {
      size_t left = (size_t)(end - q);
      if (left == 0 || q[0] == '/') return 0;
      if (q[0] == '.' && (left == 1 || q[1] == '/')) return 0;
      if (q[0] == '.' && q[1] == '.' && (left == 2 || q[2] == '/')) return 0;
      q = memchr(q, '/', left);
      if (q != NULL) q++;
    }
  }
  /* The last byte is no slash; SIZE_MAX: none (a relative name alone). */
  *cut = info->last;
  return 1;
}

/* ------------------------------------------------------------------------------ Node-API glue */

#define CHECK(call)                                                                                \
  do {                                                                                             \
    if ((call) != napi_ok) {                                                                       \
      napi_throw_error(env, NULL, "forge-gate path kernel: a Node-API call failed: " #call);       \
      return NULL;                                                                                 \
    }                                                                                              \
  } while (0)

static void free_names(name_list *l) {
  for (size_t i = 0; i < l->count; i++) free(l->items[i].bytes);
  free(l->items);
  l->items = NULL;
  l->count = 0;
}

static void kernel_free(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  kernel *k = data;
  table_release(&k->dirs);
  table_release(&k->seen);
  table_release(&k->entries);
  table_release(&k->notable);
  free_names(&k->first_literals);
  free_names(&k->relative_names);
  free_names(&k->absolute_names);
  free_names(&k->protected_leaves);
  free(k->last_dir);
  free(k->cwd);
  free(k->scratch);
  free(k);
}

/* A string's UTF-8 bytes, malloc'd (NULL on failure). */
static uint8_t *utf8_of(napi_env env, napi_value v, size_t *length) {
  size_t n;
  if (napi_get_value_string_utf8(env, v, NULL, 0, &n) != napi_ok) return NULL;
  uint8_t *buf = malloc(n + 1);
  if (buf == NULL) return NULL;
  if (napi_get_value_string_utf8(env, v, (char *)buf, n + 1, &n) != napi_ok) {
    free(buf);
    return NULL;
  }
  *length = n;
  return buf;
}

static int get_names(napi_env env, napi_value object, const char *field, name_list *out) {
  napi_value array;
  uint32_t count;
  if (napi_get_named_property(env, object, field, &array) != napi_ok) return 0;
  if (napi_get_array_length(env, array, &count) != napi_ok) return 0;
  out->items = calloc(count == 0 ? 1 : count, sizeof(name));
  if (out->items == NULL) return 0;
  for (uint32_t i = 0; i < count; i++) {
    napi_value item;
    if (napi_get_element(env, array, i, &item) != napi_ok) return 0;
    out->items[i].bytes = utf8_of(env, item, &out->items[i].length);
    if (out->items[i].bytes == NULL) return 0;
    out->count++;
  }
  return 1;
}

static int get_int(napi_env env, napi_value object, const char *field, int32_t *out) {
  napi_value v;
  return napi_get_named_property(env, object, field, &v) == napi_ok &&
         napi_get_value_int32(env, v, out) == napi_ok;
}

static kernel *kernel_of(napi_env env, napi_value v) {
  void *data;
  if (napi_get_value_external(env, v, &data) != napi_ok) return NULL;
  return data;
}

/*
 * create({ key: Uint32Array(4), separator, rootFlags, rootOutside, relativeGlob, absoluteGlob,
 * relativeAlways, absoluteAlways, firstPatterns (0/1), firstLiterals, relativeNames, absoluteNames,
 * protectedLeaves, notable: string[] }) → the kernel (an external).
 */
static napi_value create(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value config;
  CHECK(napi_get_cb_info(env, info, &argc, &config, NULL, NULL));
  kernel *k = calloc(1, sizeof(kernel));
  if (k == NULL) {
    napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
    return NULL;
  }
  napi_value result;
  if (napi_create_external(env, k, kernel_free, NULL, &result) != napi_ok) {
    free(k);
    napi_throw_error(env, NULL, "forge-gate path kernel: cannot make its handle");
    return NULL;
  }
  napi_value key_value;
  napi_typedarray_type type;
  size_t length;
  void *data;
  CHECK(napi_get_named_property(env, config, "key", &key_value));
  CHECK(napi_get_typedarray_info(env, key_value, &type, &length, &data, NULL, NULL));
  if (type != napi_uint32_array || length != 4) {
    napi_throw_error(env, NULL, "forge-gate path kernel: key must be a Uint32Array of 4");
    return NULL;
  }
  const uint32_t *w = data;
  k->key[0] = (uint64_t)w[0] | ((uint64_t)w[1] << 32);
  k->key[1] = (uint64_t)w[2] | ((uint64_t)w[3] << 32);
  int32_t separator, root_flags, root_outside;
  int ok = get_int(env, config, "separator", &separator) && get_int(env, config, "rootFlags", &root_flags) &&
           get_int(env, config, "rootOutside", &root_outside) &&
           get_int(env, config, "relativeGlob", &k->relative_glob) &&
           get_int(env, config, "absoluteGlob", &k->absolute_glob) &&
           get_int(env, config, "relativeAlways", &k->relative_always) &&
           get_int(env, config, "absoluteAlways", &k->absolute_always) &&
           get_int(env, config, "firstPatterns", &k->first_patterns) &&
           get_names(env, config, "firstLiterals", &k->first_literals) &&
           get_names(env, config, "relativeNames", &k->relative_names) &&
           get_names(env, config, "absoluteNames", &k->absolute_names) &&
           get_names(env, config, "protectedLeaves", &k->protected_leaves);
  name_list notable = {0};
  ok = ok && get_names(env, config, "notable", &notable);
  /* cwd: where relative records are (normalised, absolute), or null. */
  napi_value cwd_value;
  napi_valuetype cwd_type = napi_null;
  ok = ok && napi_get_named_property(env, config, "cwd", &cwd_value) == napi_ok &&
       napi_typeof(env, cwd_value, &cwd_type) == napi_ok;
  if (ok && cwd_type == napi_string) {
    size_t n;
    uint8_t *cwd = utf8_of(env, cwd_value, &n);
    ok = cwd != NULL && n >= 1 && cwd[0] == '/' && (n == 1 || cwd[n - 1] != '/');
    if (ok) {
      /* `/` is spelled "" (its children are "/" + name). */
      k->cwd = cwd;
      k->cwd_length = n == 1 ? 0 : n;
      k->scratch_capacity = GROUP * (k->cwd_length + 1 + RELATIVE_MAX);
      k->scratch = malloc(k->scratch_capacity);
      ok = k->scratch != NULL;
    } else free(cwd);
  }
  ok = ok && table_init(&k->dirs, sizeof(dir_slot), 1 << 12) && table_init(&k->seen, sizeof(key_slot), 1 << 14) &&
       table_init(&k->entries, sizeof(entry_slot), 1 << 10) &&
       table_init(&k->notable, sizeof(key_slot), 1 << 6);
  for (size_t i = 0; ok && i < notable.count; i++) {
    int fresh;
    ok = table_insert(&k->notable, dir_key(k, notable.items[i].bytes, notable.items[i].length), &fresh) != NULL;
  }
  free_names(&notable);
  if (ok) {
    int fresh;
    dir_slot *root = (dir_slot *)table_insert(&k->dirs, dir_key(k, (const uint8_t *)"", 0), &fresh);
    ok = root != NULL;
    if (ok) {
      root->flags = root_flags;
      root->outside = root_outside != 0;
    }
  }
  if (!ok) {
    napi_throw_error(env, NULL, "forge-gate path kernel: bad configuration or out of memory");
    return NULL;
  }
  k->separator = (uint8_t)separator;
  return result;
}

/*
 * directories(kernel, path, ends: Int32Array, flags: Int32Array, outside: Uint8Array, count): the
 * checker memoised the directories path[0, ends[i]) (ends increasing: they are the ones one look-up
 * of `path` made, shallowest first), with their flags. The spellings are hashed in one pass over
 * `path`, so a record below a long chain of new directories costs its length, not its length times
 * its depth. `path` is printable ASCII (the kernel judges no other record), so ends are byte offsets.
 */
static napi_value add_directories(napi_env env, napi_callback_info info) {
  size_t argc = 6;
  napi_value argv[6];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  kernel *k = kernel_of(env, argv[0]);
  size_t n = 0;
  uint8_t *path = argc == 6 ? utf8_of(env, argv[1], &n) : NULL;
  napi_typedarray_type t1, t2, t3;
  size_t l1, l2, l3;
  void *ends_data, *flags_data, *outside_data;
  uint32_t count;
  if (k == NULL || path == NULL ||
      napi_get_typedarray_info(env, argv[2], &t1, &l1, &ends_data, NULL, NULL) != napi_ok ||
      napi_get_typedarray_info(env, argv[3], &t2, &l2, &flags_data, NULL, NULL) != napi_ok ||
      napi_get_typedarray_info(env, argv[4], &t3, &l3, &outside_data, NULL, NULL) != napi_ok ||
      napi_get_value_uint32(env, argv[5], &count) != napi_ok || t1 != napi_int32_array ||
      t2 != napi_int32_array || t3 != napi_uint8_array || count > l1 || count > l2 || count > l3) {
    free(path);
    napi_throw_error(env, NULL,
                     "forge-gate path kernel: directories(kernel, path, ends, flags, outside, count)");
    return NULL;
  }
  const int32_t *ends = ends_data, *flags = flags_data;
  const uint8_t *outside = outside_data;
  sip_state st;
  sip_init(&st, k->key);
  size_t at = 0;
  for (uint32_t i = 0; i < count; i++) {
    size_t end = (size_t)ends[i];
    if (ends[i] < 0 || end > n) {
      free(path);
      napi_throw_range_error(env, NULL, "forge-gate path kernel: a directory's end is outside its path");
      return NULL;
    }
    key128 key;
    if (end >= at) {
      sip_update(&st, path + at, end - at);
      at = end;
      sip_state copy = st;
      key = sip_final(&copy);
    } else {
      key = dir_key(k, path, end); /* not in order: hashed on its own */
    }
    int fresh;
    dir_slot *d = (dir_slot *)table_insert(&k->dirs, key, &fresh);
    if (d == NULL) {
      free(path);
      napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
      return NULL;
    }
    /* The checker's word wins over one the kernel made (they agree unless the disk changed between). */
    d->flags = flags[i];
    d->outside = outside[i] != 0;
  }
  free(path);
  return NULL;
}

/*
 * listing(kernel, spelling, names | null, links): the checker read this directory's listing (null:
 * it cannot be listed); `links` holds the indexes of the names that are links or of unknown kind.
 */
static napi_value add_listing(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  kernel *k = kernel_of(env, argv[0]);
  size_t n;
  uint8_t *spelling = utf8_of(env, argv[1], &n);
  if (k == NULL || spelling == NULL) {
    free(spelling);
    napi_throw_error(env, NULL, "forge-gate path kernel: listing(kernel, spelling, names, links)");
    return NULL;
  }
  key128 dk = dir_key(k, spelling, n);
  free(spelling);
  int fresh;
  dir_slot *d = (dir_slot *)table_insert(&k->dirs, dk, &fresh);
  if (d == NULL) {
    napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
    return NULL;
  }
  if (fresh) {
    /* Not memoised: never plain to the kernel, so nothing is judged in it here. */
    d->flags = 0;
  }
  napi_valuetype type;
  CHECK(napi_typeof(env, argv[2], &type));
  if (type == napi_null) {
    d->listing = LIST_UNREADABLE;
    return NULL;
  }
  uint32_t count, nlinks;
  CHECK(napi_get_array_length(env, argv[2], &count));
  CHECK(napi_get_array_length(env, argv[3], &nlinks));
  for (uint32_t i = 0; i < count + nlinks; i++) {
    napi_value item;
    uint8_t kind = KIND_ENTRY;
    if (i < count) {
      CHECK(napi_get_element(env, argv[2], i, &item));
    } else {
      napi_value index;
      uint32_t at;
      CHECK(napi_get_element(env, argv[3], i - count, &index));
      CHECK(napi_get_value_uint32(env, index, &at));
      CHECK(napi_get_element(env, argv[2], at, &item));
      kind = KIND_LINK;
    }
    size_t len;
    uint8_t *leaf = utf8_of(env, item, &len);
    if (leaf == NULL) {
      napi_throw_error(env, NULL, "forge-gate path kernel: a listed name is not a string");
      return NULL;
    }
    entry_slot *e = (entry_slot *)table_insert(&k->entries, leaf_key(k, dk, leaf, len), &fresh);
    free(leaf);
    if (e == NULL) {
      napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
      return NULL;
    }
    if (fresh || kind == KIND_LINK) e->kind = kind;
  }
  /* Re-fetch: the entries table never moves the directory table, but be plain about the order. */
  d = (dir_slot *)table_get(&k->dirs, dk);
  d->listing = LIST_READ;
  return NULL;
}

/*
 * seen(kernel, path) → true when the path (absolute; its directory is what comes before its last
 * slash) was seen before; it is seen from now on. The checker asks for the paths it de-duplicates.
 */
static napi_value seen(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  kernel *k = kernel_of(env, argv[0]);
  size_t n;
  uint8_t *p = utf8_of(env, argv[1], &n);
  if (k == NULL || p == NULL) {
    free(p);
    napi_throw_error(env, NULL, "forge-gate path kernel: seen(kernel, path)");
    return NULL;
  }
  size_t cut = slash_before(p, n);
  if (cut == SIZE_MAX) cut = 0;
  key128 pk = leaf_key(k, dir_key(k, p, cut), p + cut + 1, cut < n ? n - cut - 1 : 0);
  free(p);
  int fresh;
  if (table_insert(&k->seen, pk, &fresh) == NULL) {
    napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
    return NULL;
  }
  napi_value result;
  CHECK(napi_get_boolean(env, !fresh, &result));
  return result;
}

/* Records read ahead of their judgement: where each is, its absolute spelling, and its keys. */

typedef struct {
  size_t at, n;
  /* 0: handed back raw. Else its absolute spelling, path[0, length), last slash at `cut`. */
  int plain;
  /* Raw, and with a `..` name: the checker judges such a spelling as a path of its own (see
   * checkOnce), never against the paths seen here, so the scan need not stop for it. */
  int own;
  const uint8_t *path;
  size_t length, cut;
  key128 dk, pk;
  /* The key of its directory's parent, when the directory was not known as it was read. */
  int has_parent;
  key128 parent;
} record_ahead;

/*
 * Whether the raw record p[0, n) has a `..` name, so the checker judges it as its own path (its
 * DOT_DOT test, on the same bytes: `.` and `/` are single bytes in UTF-8). In line mode a record
 * that starts with `"` may be C-quoted, and the name it quotes is what the checker tests: not one.
 */
static int own_spelling(const kernel *k, const uint8_t *p, size_t n) {
  if (k->separator == '\n' && n > 0 && p[0] == '"') return 0;
  for (size_t i = 0; i + 1 < n; i++) {
    if (p[i] == '.' && p[i + 1] == '.' && (i == 0 || p[i - 1] == '/') && (i + 2 == n || p[i + 2] == '/'))
      return 1;
  }
  return 0;
}

/* Up to GROUP records of `bytes` from `at`: split, spelled absolute, hashed, their slots fetched.
 * 0 records and *failed set: out of memory. */
static size_t read_ahead(kernel *k, const uint8_t *bytes, size_t length, size_t at, record_ahead *group) {
  size_t count = 0, used = 0;
  while (count < GROUP && at <= length) {
    record_ahead *r = &group[count++];
    const uint8_t *p = bytes + at;
    run_info info;
    size_t run = printable_run(p, length - at, &info);
    /* Printable to the separator (or the region's end): the kernel may judge it. */
    int printable = at + run == length || p[run] == k->separator;
    if (printable) r->n = run;
    else {
      const uint8_t *stop = memchr(p + run, k->separator, length - at - run);
      r->n = stop == NULL ? length - at : (size_t)(stop - p);
    }
    r->at = at;
    at += r->n + 1;
    r->path = p;
    r->length = r->n;
    r->cut = 0;
    r->own = 0;
    if (r->n > 0 && p[0] != '/') {
      /* Relative: spelled below the working directory, as the checker's lexicalAbsolute does. One
       * that starts with `"` may be C-quoted (line mode: git's ".github/workflows/d\303\251.yml"),
       * and names what it quotes: the checker reads it. */
      r->plain = printable && k->cwd != NULL && r->n <= RELATIVE_MAX && p[0] != '"' &&
                 plain_record(p, r->n, 1, &info, &r->cut);
      if (r->plain) {
        /* Made to hold GROUP of the longest (see create). */
        if (used + k->cwd_length + 1 + r->n > k->scratch_capacity) {
          k->failed = 1;
          return 0;
        }
        uint8_t *abs = k->scratch + used;
        memcpy(abs, k->cwd, k->cwd_length);
        abs[k->cwd_length] = '/';
        memcpy(abs + k->cwd_length + 1, p, r->n);
        r->path = abs;
        r->length = k->cwd_length + 1 + r->n;
        used += r->length;
        /* Its last slash: the one after cwd, or its own last one below it. */
        r->cut = r->cut == SIZE_MAX ? k->cwd_length : k->cwd_length + 1 + r->cut;
      }
    } else {
      r->plain = printable && plain_record(p, r->n, 0, &info, &r->cut);
    }
    if (!r->plain) {
      r->own = own_spelling(k, p, r->n);
      if (r->own) continue;
      break; /* the scan stops there */
    }
    const uint8_t *path = r->path;
    if (k->has_last_dir && k->last_dir_length == r->cut && memcmp(k->last_dir, path, r->cut) == 0) {
      r->dk = k->last_key;
    } else {
      r->dk = dir_key(k, path, r->cut);
      /* At least a byte: memcpy and memcmp are not given NULL, even for `/` (spelled ""). */
      if (r->cut >= k->last_dir_capacity) {
        uint8_t *grown = realloc(k->last_dir, r->cut + 1);
        if (grown == NULL) {
          k->failed = 1;
          return 0;
        }
        k->last_dir = grown;
        k->last_dir_capacity = r->cut + 1;
      }
      memcpy(k->last_dir, path, r->cut);
      k->last_dir_length = r->cut;
      k->has_last_dir = 1;
      k->last_key = r->dk;
      table_prefetch(&k->dirs, r->dk);
    }
    r->pk = leaf_key(k, r->dk, path + r->cut + 1, r->length - r->cut - 1);
    r->has_parent = 0;
    table_prefetch(&k->seen, r->pk);
  }
  return count;
}

/*
 * A group's records whose directory is new here (every one, where each path has a directory of its
 * own) make it from its parent: the parent's slot is asked for now, with the group's, so the walk up
 * in `directory` finds it in the cache (waiting for it there was half of a scan's own time). The
 * directories' slots were asked for as the group was read, so looking them up here costs little.
 */
static void ask_for_parents(kernel *k, record_ahead *group, size_t count) {
  for (size_t i = 0; i < count; i++) {
    record_ahead *r = &group[i];
    if (!r->plain || r->cut == 0 || r->cut == SIZE_MAX || table_get(&k->dirs, r->dk) != NULL) continue;
    size_t up = slash_before(r->path, r->cut); /* the slash before the directory's own name */
    if (up == SIZE_MAX) continue; /* not reached: an absolute spelling starts with a slash */
    r->parent = dir_key(k, r->path, up);
    r->has_parent = 1;
    table_prefetch(&k->dirs, r->parent);
  }
}

/*
 * scan(kernel, bytes, from, out: Int32Array, index) → where it stopped. Reads the records of `bytes`
 * from byte `from` (separated by the separator; the last one ends where `bytes` ends; the one at
 * `from` is record number `index` of `bytes`), and writes [start, end, kind, number] from out[2] on
 * for each record handed back (kind: HAND_*). It stops after a raw record (the checker must see it
 * before a later record is de-duplicated here), unless it has a `..` name (see own_spelling), after
 * one handed back because a directory or a
 * listing is not known here yet (the checker's judgement of it tells the kernel, so the records
 * after it in the same directory need not come back too), when `out` is full, or after the last
 * record (then it returns bytes.length + 1). out[0]: the records written; out[1]: the number of the
 * record it stopped before.
 */
static napi_value scan(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  kernel *k = kernel_of(env, argv[0]);
  napi_typedarray_type type;
  size_t length, out_length;
  void *data, *out_data;
  int64_t from;
  int32_t index;
  if (argc < 5 || k == NULL ||
      napi_get_typedarray_info(env, argv[1], &type, &length, &data, NULL, NULL) != napi_ok ||
      type != napi_uint8_array || napi_get_value_int64(env, argv[2], &from) != napi_ok || from < 0 ||
      napi_get_typedarray_info(env, argv[3], &type, &out_length, &out_data, NULL, NULL) != napi_ok ||
      type != napi_int32_array || out_length < 6 || napi_get_value_int32(env, argv[4], &index) != napi_ok) {
    napi_throw_error(env, NULL, "forge-gate path kernel: scan(kernel, bytes, from, out, index)");
    return NULL;
  }
  if (length > (size_t)INT32_MAX - 1) {
    /* Offsets and record numbers are int32 in `out`. */
    napi_throw_range_error(env, NULL, "forge-gate path kernel: a region of records over 2 GiB");
    return NULL;
  }
  const uint8_t *bytes = data;
  int32_t *out = out_data;
  size_t written = 0, room = (out_length - 2) / 4;
  size_t at = (size_t)from;
  /* Records are read GROUP at a time: split and hashed, their slots asked for, then judged in order,
   * so the cache misses of a group overlap instead of following one another. */
  record_ahead group[GROUP];
  size_t grouped = 0, next = 0;
  while (written < room) {
    if (next == grouped) {
      grouped = read_ahead(k, bytes, length, at, group);
      next = 0;
      if (k->failed) {
        napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
        return NULL;
      }
      if (grouped == 0) break;
      ask_for_parents(k, group, grouped);
    }
    const record_ahead *r = &group[next++];
    const uint8_t *p = r->path;
    size_t n = r->length, cut = r->cut;
    int kind = -1;
    /* Handed back for what the checker will learn from it (a directory, a listing): stop there. */
    int learn = 0;
    if (!r->plain) {
      kind = HAND_RAW;
    } else {
      const uint8_t *leaf = p + cut + 1;
      size_t leaf_length = n - cut - 1;
      int fresh;
      if (table_insert(&k->seen, r->pk, &fresh) == NULL) {
        napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
        return NULL;
      }
      if (fresh) {
        kind = HAND_FRESH;
        const dir_slot *d = directory(k, p, cut, r->dk, r->has_parent ? &r->parent : NULL);
        if (k->failed) {
          napi_throw_error(env, NULL, "forge-gate path kernel: out of memory");
          return NULL;
        }
        if (d == NULL) learn = 1;
        else if ((d->flags & F_PLAIN) != 0) {
          int flags = d->flags;
          /* The leaf is no link (nothing in a missing directory is; else the listing says). */
          int direct = 1;
          if ((flags & F_MISSING) == 0) {
            if (d->listing != LIST_READ) {
              direct = 0;
              learn = d->listing == LIST_NONE;
            } else {
              const entry_slot *e = (const entry_slot *)table_get(&k->entries, r->pk);
              direct = e == NULL || e->kind == KIND_ENTRY;
            }
          }
          if (direct && d->outside) {
            /* Outside every root, as the checker's fast path finds it: only which reason is left,
             * and that is the directory's, unless a root's name may be the leaf itself. */
            if ((flags & F_UNDER_ROOT_NAME) != 0) kind = HAND_ESCAPE;
            else if ((flags & F_ROOT_NAME_PARENT) == 0) kind = HAND_OUTSIDE;
          } else if (direct) {
            int inside = 1;
            if (k->protected_leaves.count > 0 && equals_one(&k->protected_leaves, leaf, leaf_length)) inside = 0;
            if (inside && may_match_glob(k, flags, leaf, leaf_length)) inside = 0;
            if (inside) {
              k->counted++;
              kind = -1;
            }
          }
        }
      }
    }
    if (kind >= 0) {
      out[2 + written * 4] = (int32_t)r->at;
      out[3 + written * 4] = (int32_t)(r->at + r->n);
      out[4 + written * 4] = kind;
      out[5 + written * 4] = index;
      written++;
    }
    at = r->at + r->n + 1;
    index++;
    if ((kind == HAND_RAW && !r->own) || learn) break;
  }
  out[0] = (int32_t)written;
  out[1] = index;
  napi_value result;
  CHECK(napi_create_int64(env, (int64_t)at, &result));
  return result;
}

/* counted(kernel) → the records counted here (new and inside the lease). */
static napi_value counted(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  kernel *k = kernel_of(env, argv[0]);
  if (k == NULL) {
    napi_throw_error(env, NULL, "forge-gate path kernel: counted(kernel)");
    return NULL;
  }
  napi_value result;
  CHECK(napi_create_double(env, k->counted, &result));
  return result;
}

static napi_value init(napi_env env, napi_value exports) {
  napi_property_descriptor props[] = {
      {"create", NULL, create, NULL, NULL, NULL, napi_default, NULL},
      {"directories", NULL, add_directories, NULL, NULL, NULL, napi_default, NULL},
      {"listing", NULL, add_listing, NULL, NULL, NULL, napi_default, NULL},
      {"seen", NULL, seen, NULL, NULL, NULL, napi_default, NULL},
      {"scan", NULL, scan, NULL, NULL, NULL, napi_default, NULL},
      {"counted", NULL, counted, NULL, NULL, NULL, napi_default, NULL},
  };
  if (napi_define_properties(env, exports, sizeof props / sizeof props[0], props) != napi_ok) return NULL;
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
