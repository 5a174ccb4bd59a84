/**
 * One clear line instead of a crash on a Node.js this project does not run on. Written in the
 * plainest JavaScript so that an old Node can still parse it. The supported versions are in
 * package.json `engines` and docs/decisions/014-node-runtime.md: Node 24 LTS is the runtime
 * (CI runs every test on it); Node 20.19+ still serves the quick start while the dependencies
 * allow it (CI installs, unit-tests and smoke-tests it); 22.12+ is allowed by the same
 * dependencies but not tested.
 */
var parts = process.versions.node.split(".").map(Number);
var major = parts[0];
var minor = parts[1];
var supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24;
if (!supported) {
  console.error(
    "Node.js " + process.versions.node + " is not supported: install Node.js 24 LTS (see README, \"Supported Node.js versions\").",
  );
  process.exit(1);
}
if (major === 20) {
  console.warn("Node.js 20 is past its end of life: it runs the quick start, but use Node.js 24 LTS for anything real.");
}
