/** Types of the lint's module reading (server-modules.js), for the server's module-graph test. */
export interface ServerModule {
  root: string;
  /** `modules/<group>/<name>` or `games/<name>`. */
  name: string;
  folder: string;
}
export function moduleOf(file: string): ServerModule | undefined;
export function resolveImport(fromFile: string, source: string): string | undefined;
export function moduleGraph(root: string): Map<string, Set<string>>;
/** The server's domain groups, lowest tier first. */
export const DOMAIN_GROUPS: string[][];
export function groupOf(moduleName: string): string | undefined;
export function tierOf(group: string | undefined): number;
export function groupMayImport(from: string | undefined, to: string | undefined): boolean;
export function pathBetween(graph: Map<string, Set<string>>, start: string, goal: string): string[] | undefined;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
