import { INLINE_SIDE_EFFECTS } from "../commands/inline-code.js";
import { type Args, data, grey, type McpEffect, type McpFamily, tool } from "./spec.js";

/**
 * Browser automation: Playwright MCP (microsoft/playwright-mcp, its README's tool list; `target`
 * was `ref` before), the reference Puppeteer server, and executeautomation's Playwright server.
 * A URL opened is judged like WebFetch (`network.allow`; `file://` is a read of that file); a file
 * uploaded is read and sent to a page whose host is not known (escalated; a credential file is
 * blocked); a file the server saves (screenshot, PDF, snapshot, logs) is a write; code run in the
 * page or in the server escalates, and so do reads of the browser's cookies and storage (session
 * tokens of whatever profile the server drives).
 */

const EL = "element target ref";
const save =
  (k = "filename") =>
  (a: { has(k: string): boolean; str(k: string): string }): McpEffect[] =>
    a.has(k) ? [{ kind: "write", path: a.str(k) }] : [];
const upload = (paths: string[]): McpEffect[] => paths.map((path) => ({ kind: "read", path, sends: true }));
const code = (what: string) => () => [grey("browser_code", what)];

/**
 * What page JavaScript may do beyond reading the page: send (fetch, beacons, sockets, a URL
 * assigned to an image, a link, the location, a form), run more code, read tokens (cookies,
 * storage), change the page, or assign anything at all.
 */
const PAGE_EFFECTS =
  /\b(XMLHttpRequest|WebSocket|EventSource|sendBeacon|navigator|import|location|open|postMessage|cookie|localStorage|sessionStorage|indexedDB|caches|serviceWorker|Image|src|srcset|href|action|formAction|innerHTML|outerHTML|insertAdjacent\w*|write|writeln|createElement|appendChild|append|prepend|replaceWith|replaceChildren|setAttribute|submit|requestSubmit|click|dispatchEvent|Function|setTimeout|setInterval|Worker|credentials|download)\b|(?<![=!<>])=(?![=>])|\+\+|--/;

/**
 * JavaScript run in the page: judged like inline code (`node -e`) by what it names, with the
 * browser's own ways to send or run more. A pure read of the page (`() => document.title`) passes.
 */
function pageScript(a: Args, key: string): McpEffect[] {
  const text = a.str(key);
  if (INLINE_SIDE_EFFECTS.test(text) || PAGE_EFFECTS.test(text))
    return [
      grey(
        "browser_code",
        "runs JavaScript in the page that may send, change or read more than the page shows",
      ),
    ];
  return [];
}
const secrets = (what: string) => () => [grey("secret_read", what)];

export const playwright = (): McpFamily => ({
  id: "playwright",
  names: /(playwright|browser|chrome|chromium)/,
  tools: {
    browser_navigate: tool("url", (a) => [{ kind: "url", url: a.str("url") }]),
    browser_navigate_back: data(""),
    browser_navigate_forward: data(""),
    browser_tabs: tool("action index url", (a) => (a.has("url") ? [{ kind: "url", url: a.str("url") }] : [])),
    browser_tab_new: tool("url", (a) => (a.has("url") ? [{ kind: "url", url: a.str("url") }] : [])),
    browser_tab_list: data(""),
    browser_tab_select: data("index"),
    browser_tab_close: data("index"),
    browser_file_upload: tool("paths", (a) => upload(a.optStrs("paths"))),
    browser_drop: tool(`${EL} paths data`, (a) => upload(a.optStrs("paths"))),
    browser_take_screenshot: tool(`${EL} type filename fullPage scale raw`, save()),
    browser_pdf_save: tool("filename", save()),
    browser_snapshot: tool("target filename depth boxes", save()),
    browser_console_messages: tool("level all filename onlyErrors", save()),
    browser_network_requests: tool("static filter filename includeStatic", save()),
    browser_network_request: tool("index part filename", save()),
    browser_start_video: tool("filename size", save()),
    browser_storage_state: data(
      "filename",
      secrets("saves the browser's cookies and storage (session tokens)"),
    ),
    browser_set_storage_state: tool("filename", (a) => [{ kind: "read", path: a.str("filename") }]),
    browser_cookie_get: data("name", secrets("reads a browser cookie (a session token)")),
    browser_cookie_list: data("domain path", secrets("reads the browser's cookies (session tokens)")),
    browser_localstorage_get: data("key", secrets("reads the page's local storage (tokens live there)")),
    browser_localstorage_list: data("", secrets("reads the page's local storage (tokens live there)")),
    browser_sessionstorage_get: data("key", secrets("reads the page's session storage (tokens live there)")),
    browser_sessionstorage_list: data("", secrets("reads the page's session storage (tokens live there)")),
    browser_evaluate: tool(`${EL} function filename`, (a) => [...pageScript(a, "function"), ...save()(a)]),
    browser_run_code: data("code filename", code("runs Playwright code in the server's own process")),
    browser_run_code_unsafe: data("code filename", code("runs Playwright code in the server's own process")),
    browser_install: data("", () => [grey("install_global", "installs a browser outside the project")]),
    // Interactions with the page and the browser's own state.
    browser_click: data(`${EL} doubleClick button modifiers`),
    browser_hover: data(EL),
    browser_type: data(`${EL} text submit slowly`),
    browser_press_key: data("key"),
    browser_drag: data("startElement startTarget startRef endElement endTarget endRef"),
    browser_select_option: data(`${EL} values`),
    browser_fill_form: data("fields"),
    browser_wait_for: data("time text textGone"),
    browser_resize: data("width height"),
    browser_close: data(""),
    browser_handle_dialog: data("accept promptText"),
    browser_find: data("text regex"),
    browser_highlight: data(EL),
    browser_hide_highlight: data(EL),
    browser_annotate: data(""),
    browser_generate_locator: data(EL),
    browser_generate_playwright_test: data("name description steps"),
    browser_verify_element_visible: data("role accessibleName"),
    browser_verify_list_visible: data(`${EL} items`),
    browser_verify_text_visible: data("text"),
    browser_verify_value: data(`type ${EL} value`),
    browser_get_config: data(""),
    browser_network_state_set: data("state"),
    browser_route: data("pattern status body contentType headers removeHeaders"),
    browser_route_list: data(""),
    browser_unroute: data("pattern"),
    browser_cookie_set: data("name value domain path expires httpOnly secure sameSite"),
    browser_cookie_delete: data("name"),
    browser_cookie_clear: data(""),
    browser_localstorage_set: data("key value"),
    browser_localstorage_delete: data("key"),
    browser_localstorage_clear: data(""),
    browser_sessionstorage_set: data("key value"),
    browser_sessionstorage_delete: data("key"),
    browser_sessionstorage_clear: data(""),
    browser_start_tracing: data(""),
    browser_stop_tracing: data(""),
    browser_stop_video: data(""),
    browser_video_chapter: data("title description duration"),
    browser_video_hide_actions: data(""),
    browser_video_show_actions: data("duration position cursor"),
    browser_mouse_click_xy: data("element x y button clickCount delay"),
    browser_mouse_down: data("button"),
    browser_mouse_up: data("button"),
    browser_mouse_move_xy: data("element x y"),
    browser_mouse_drag_xy: data("element startX startY endX endY"),
    browser_mouse_wheel: data("deltaX deltaY"),
    browser_screen_capture: data(""),
    browser_screen_move_mouse: data("element x y"),
    browser_screen_click: data("element x y"),
    browser_screen_drag: data("element startX startY endX endY"),
    browser_screen_type: data("text submit"),
    // executeautomation/mcp-playwright
    playwright_navigate: tool("url browserType width height timeout waitUntil headless", (a) => [
      { kind: "url", url: a.str("url") },
    ]),
    playwright_get: tool("url", (a) => [{ kind: "url", url: a.str("url") }]),
    playwright_post: tool("url value token headers", (a) => [
      { kind: "url", url: a.str("url"), sends: true },
    ]),
    playwright_put: tool("url value token headers", (a) => [{ kind: "url", url: a.str("url"), sends: true }]),
    playwright_patch: tool("url value token headers", (a) => [
      { kind: "url", url: a.str("url"), sends: true },
    ]),
    playwright_delete: tool("url token headers", (a) => [{ kind: "url", url: a.str("url"), sends: true }]),
    playwright_upload_file: tool("selector filePath", (a) => upload([a.str("filePath")])),
    playwright_evaluate: tool("script", (a) => pageScript(a, "script")),
    playwright_click: data("selector"),
    playwright_fill: data("selector value"),
    playwright_select: data("selector value"),
    playwright_hover: data("selector"),
    playwright_close: data(""),
    playwright_get_visible_text: data(""),
    playwright_get_visible_html: data(
      "selector removeScripts removeComments removeStyles removeMeta cleanHtml minify maxLength",
    ),
  },
});

/**
 * The reference Puppeteer server (archived in modelcontextprotocol/servers-archived): navigation
 * with `launchOptions` or `allowDangerous` can start another browser binary with any flags.
 */
export const puppeteer = (): McpFamily => ({
  id: "puppeteer",
  names: /puppeteer/,
  tools: {
    puppeteer_navigate: tool("url launchOptions allowDangerous", (a) => [
      { kind: "url", url: a.str("url") },
      ...(a.has("launchOptions") || a.bool("allowDangerous")
        ? [
            grey(
              "runs_program",
              "launches the browser with options of the call's choosing (executable, flags)",
            ),
          ]
        : []),
    ]),
    puppeteer_screenshot: data("name selector width height encoded"),
    puppeteer_click: data("selector"),
    puppeteer_fill: data("selector value"),
    puppeteer_select: data("selector value"),
    puppeteer_hover: data("selector"),
    puppeteer_evaluate: tool("script", (a) => pageScript(a, "script")),
  },
});

/**
 * Chrome DevTools MCP (ChromeDevTools/chrome-devtools-mcp, docs/tool-reference.md): pages opened by
 * URL, files uploaded and saved, page scripts, an init script run on every document, extensions
 * installed from a folder, a third party's tools run.
 */
const saveTo =
  (k: string) =>
  (a: Args): McpEffect[] =>
    a.has(k) ? [{ kind: "write", path: a.str(k) }] : [];
const SNAP = "includeSnapshot";

export const chromeDevtools = (): McpFamily => ({
  id: "chrome-devtools",
  names: /(chromedevtools|devtools)/,
  tools: {
    navigate_page: tool("type url timeout ignoreCache handleBeforeUnload initScript", (a) => [
      ...(a.has("url") ? [{ kind: "url" as const, url: a.str("url") }] : []),
      ...(a.has("initScript")
        ? [grey("browser_code", "runs an init script in every document the page loads")]
        : []),
    ]),
    new_page: tool("url background isolatedContext timeout", (a) => [{ kind: "url", url: a.str("url") }]),
    list_pages: data(""),
    select_page: data("pageId bringToFront"),
    close_page: data("pageId"),
    click: data(`uid dblClick ${SNAP}`),
    click_at: data(`x y dblClick ${SNAP}`),
    drag: data(`from_uid to_uid ${SNAP}`),
    fill: data(`uid value ${SNAP}`),
    fill_form: data(`elements ${SNAP}`),
    hover: data(`uid ${SNAP}`),
    press_key: data(`key ${SNAP}`),
    type_text: data("text submitKey"),
    handle_dialog: data("action promptText"),
    wait_for: data("text timeout"),
    upload_file: tool(`uid filePaths ${SNAP}`, (a) => upload(a.strs("filePaths"))),
    evaluate_script: tool("function args dialogAction filePath waitForStableDom", (a) => [
      ...pageScript(a, "function"),
      ...saveTo("filePath")(a),
    ]),
    emulate: data(
      "colorScheme cpuThrottlingRate extraHttpHeaders geolocation networkConditions userAgent viewport",
    ),
    resize_page: data("width height"),
    take_screenshot: tool("filePath format fullPage quality uid", saveTo("filePath")),
    take_snapshot: tool("filePath verbose", saveTo("filePath")),
    screencast_start: tool("filePath", saveTo("filePath")),
    screencast_stop: data(""),
    performance_start_trace: tool("autoStop filePath reload", saveTo("filePath")),
    performance_stop_trace: tool("filePath", saveTo("filePath")),
    performance_analyze_insight: data("insightName insightSetId"),
    list_network_requests: data("includePreservedRequests pageIdx pageSize resourceTypes"),
    get_network_request: tool("reqid requestFilePath responseFilePath", (a) => [
      ...saveTo("requestFilePath")(a),
      ...saveTo("responseFilePath")(a),
    ]),
    list_console_messages: data(
      "includePreservedMessages includeStackTraces pageIdx pageSize serviceWorkerId types",
    ),
    get_console_message: data("msgid"),
    lighthouse_audit: tool("device mode outputDirPath", saveTo("outputDirPath")),
    take_heapsnapshot: tool("filePath", saveTo("filePath")),
    install_extension: data("path", () => [
      grey("runs_program", "installs a browser extension, code the browser runs"),
    ]),
    list_extensions: data(""),
    execute_3p_developer_tool: data("toolName params", () => [
      grey("runs_program", "runs a third party's developer tool"),
    ]),
    list_3p_developer_tools: data(""),
    execute_webmcp_tool: data("toolName input", () => [grey("runs_program", "runs a tool the page offers")]),
    list_webmcp_tools: data(""),
  },
});
