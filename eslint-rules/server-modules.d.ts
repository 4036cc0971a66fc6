/** Types of the lint's module reading (server-modules.js), for the server's module-graph test. */
export interface ServerModule {
  root: string;
  /** `modules/<name>` or `games/<name>` (with its domain folder once modules are grouped). */
  name: string;
  folder: string;
}
export function moduleOf(file: string): ServerModule | undefined;
export function resolveImport(fromFile: string, source: string): string | undefined;
export function moduleGraph(root: string): Map<string, Set<string>>;
export function pathBetween(graph: Map<string, Set<string>>, start: string, goal: string): string[] | undefined;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
