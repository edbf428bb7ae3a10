/**
 * forge-gate as a library (`import { … } from "forge-gate"`): the same pure checks the CLI runs.
 * Lease parsing, the violations check, and the classify decision engine with its bash parser.
 * Filesystem access is explicit: pass `createNodeProbe(…)` where a probe is asked for.
 */
export { loadShellParser, type ParserChoice, type ParserKind, type ParserStatus, shellParserStatus, } from "./classify/parser.js";
export type { ShellParser, ShNode } from "./core/classify/ast.js";
export { decide, type EngineContext, type EngineResult } from "./core/classify/engine.js";
export { parsePayload } from "./core/classify/payload.js";
export { type ClassifyConfig, DEFAULT_CONFIG, type Decision, type InputFormat, type ToolCall, type Verdict, } from "./core/classify/types.js";
export { ForgeGateError, isForgeGateError } from "./core/errors.js";
export { type Lease, type LeaseContext, type McpArgGrant, type McpGrant, parseLease } from "./core/lease.js";
export { type CaseMode, defaultCaseMode, type FsProbe } from "./core/paths.js";
export { findViolations, type Violation, ViolationChecker, type ViolationPolicy, type ViolationReason, type ViolationReport, } from "./core/violations/index.js";
export { createNodeProbe } from "./io/fs-probe.js";
export { loadLeaseFile } from "./io/lease-file.js";
