import { data, grey, type McpFamily, tool } from "./spec.js";

/**
 * The other reference servers of modelcontextprotocol/servers: fetch (a URL judged like WebFetch),
 * memory (a knowledge graph the server keeps: changing it is what a grant of those tools is for),
 * time, sequential-thinking (pure), and everything (the protocol's test server; `get-env` prints
 * the server's environment, a credential read).
 */

export const fetchServer = (): McpFamily => ({
  id: "fetch",
  names: /^(fetch|mcpserverfetch|serverfetch|webfetch)$/,
  tools: {
    fetch: tool("url max_length start_index raw", (a) => [{ kind: "url", url: a.str("url") }]),
  },
});

const memoryChange = (args: string) => data(args, () => [{ kind: "state", what: "the memory graph" }]);

export const memory = (): McpFamily => ({
  id: "memory",
  names: /(memory|knowledgegraph)/,
  tools: {
    read_graph: data(""),
    search_nodes: data("query"),
    open_nodes: data("names"),
    create_entities: memoryChange("entities"),
    create_relations: memoryChange("relations"),
    add_observations: memoryChange("observations"),
    delete_entities: memoryChange("entityNames"),
    delete_observations: memoryChange("deletions"),
    delete_relations: memoryChange("relations"),
  },
});

export const time = (): McpFamily => ({
  id: "time",
  names: /^(time|mcpservertime|servertime|clock)$/,
  tools: {
    get_current_time: data("timezone"),
    convert_time: data("source_timezone time target_timezone"),
  },
});

const THOUGHT =
  "thought nextThoughtNeeded thoughtNumber totalThoughts isRevision revisesThought branchFromThought branchId needsMoreThoughts";

export const sequentialThinking = (): McpFamily => ({
  id: "sequential-thinking",
  names: /(sequential|thinking)/,
  tools: { sequentialthinking: data(THOUGHT), sequential_thinking: data(THOUGHT) },
});

const printsEnv = () => [grey("secret_read", "prints the server's environment (tokens and keys live there)")];

export const everything = (): McpFamily => ({
  id: "everything",
  names: /^(everything|servereverything)$/,
  tools: {
    echo: data("message"),
    add: data("a b"),
    "get-sum": data("a b"),
    printEnv: data("", printsEnv),
    "get-env": data("", printsEnv),
    longRunningOperation: data("duration steps"),
    "trigger-long-running-operation": data("duration steps"),
    sampleLLM: data("prompt maxTokens"),
    "trigger-sampling-request": data("prompt maxTokens"),
    "trigger-sampling-request-async": data("prompt maxTokens"),
    getTinyImage: data(""),
    "get-tiny-image": data(""),
    annotatedMessage: data("messageType includeImage"),
    "get-annotated-message": data("messageType includeImage"),
    getResourceReference: data("resourceId"),
    "get-resource-reference": data("resourceType resourceId"),
    getResourceLinks: data("count"),
    "get-resource-links": data("count"),
    structuredContent: data("location"),
    "get-structured-content": data("location"),
    "get-roots-list": data(""),
    "simulate-research-query": data("topic ambiguous"),
    "toggle-simulated-logging": data(""),
    "toggle-subscriber-updates": data(""),
    "trigger-elicitation-request": data(""),
    "trigger-elicitation-request-async": data(""),
    "trigger-url-elicitation": data("url message elicitationId errorPath"),
    // Fetches the URL it is given (a data: URL or http) and compresses it.
    "gzip-file-as-resource": tool("name data outputType", (a) =>
      a.has("data") ? [{ kind: "url", url: a.str("data") }] : [],
    ),
    zip: tool("files", (a) => {
      const files = a.input.files;
      const urls = files && typeof files === "object" ? Object.values(files as Record<string, unknown>) : [];
      return urls.map((u) =>
        typeof u === "string"
          ? { kind: "url" as const, url: u }
          : grey("invalid_input", "a file that is not a URL"),
      );
    }),
  },
});
