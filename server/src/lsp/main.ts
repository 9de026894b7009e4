// Entry point of the language server bundle (dist/server.js). PLACEHOLDER until the LSP wiring lands.
console.error('tool-contracts language server: not built yet');
