/**
 * A scripted agent conversation, shared by the streaming provider fakes that drive the real agent
 * clients (fake-anthropic-stream.ts, fake-openai-stream.ts). The script is a list of model turns;
 * each turn is either tool calls (in the client's own tool vocabulary) or a final text. A fake picks
 * the turn from the conversation the client sends back (how many of the script's turns it already
 * holds), so the client's side requests (titles, summaries, token counts) never advance the script.
 */

export interface ScriptedCall {
  /** The tool's name as the client declares it (`Bash`, `exec_command`, `bash`, …). */
  name: string;
  /** The tool input (arguments) the model "chooses". */
  input: Record<string, unknown>;
}

export type ScriptedTurn = { calls: ScriptedCall[] } | { text: string };

/** What the client sent back for one scripted call. */
export interface ToolResult {
  /** The call id the fake gave the call. */
  id: string;
  /** The tool name of the call. */
  name: string;
  /** The result text the model received (tool output, or the hook's reason for a denial). */
  text: string;
  /** The client flagged the result as an error (Anthropic `is_error`), when the dialect has the flag. */
  isError?: boolean;
}

/** The id a fake gives the n-th call of the t-th turn (stable, so the conversation can be matched back). */
export function callId(prefix: string, turn: number, n: number): string {
  return `${prefix}fg${turn}x${n}`;
}

/** The tool name of every call id the fake will give, so a returned result can be named. */
export function callNames(script: ScriptedTurn[], prefix: string): Map<string, string> {
  const names = new Map<string, string>();
  script.forEach((turn, t) => {
    if ("calls" in turn)
      turn.calls.forEach((c, n) => {
        names.set(callId(prefix, t, n), c.name);
      });
  });
  return names;
}

/** The turn to answer next: the number of scripted turns whose call ids already appear in the request. */
export function nextTurn(script: ScriptedTurn[], prefix: string, seenIds: Set<string>): number {
  let t = 0;
  while (t < script.length) {
    const turn = script[t]!;
    if (!("calls" in turn)) break;
    if (!turn.calls.some((_, n) => seenIds.has(callId(prefix, t, n)))) break;
    t++;
  }
  return t;
}

/** The turn reply; past the end of the script the model just says it is done. */
export function turnAt(script: ScriptedTurn[], t: number): ScriptedTurn {
  return script[t] ?? { text: "done" };
}
