/* oxlint-disable unicorn/no-empty-file -- a placeholder, see below */
// Empty on purpose: zod's `jitless` switch moved to zod-jitless.ts (every module's zod). main.tsx still
// imports this file and belongs to another change; delete both together.
