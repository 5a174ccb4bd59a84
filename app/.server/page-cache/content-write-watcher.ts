/**
 * A Kysely plugin that tells the page cache when the application writes to a table whose rows the
 * public pages show. Staff changes are also caught after their commit by the admin middleware
 * (invalidate-on-staff-change.ts); this catches every other write the application makes (the demo
 * content, scripts and tests using the services), so no path can leave a stored page showing
 * content that is gone. A write inside a transaction is reported before its commit: the admin
 * middleware's second drop after the commit covers the render that could slip in between.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { CONTENT_TABLES } from "../content/last-updated";

const WRITES = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode"]);
const WATCHED = new Set<string>(CONTENT_TABLES);

/** Names of the tables a query node mentions (a subquery's too: an extra drop is harmless). */
function tablesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return found;
  if (Array.isArray(node)) {
    for (const item of node) tablesIn(item, found);
    return found;
  }
  const record = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (record.kind === "TableNode" && record.table?.identifier?.name) found.add(record.table.identifier.name);
  for (const value of Object.values(record)) if (value && typeof value === "object") tablesIn(value, found);
  return found;
}

export function watchContentWrites(onChange: () => void): KyselyPlugin {
  const pending = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (WRITES.has(node.kind) && [...tablesIn(node)].some((table) => WATCHED.has(table))) pending.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (pending.has(queryId)) {
        pending.delete(queryId);
        onChange();
      }
      return result;
    },
  };
}
