// Entry point of the CLI bundle (dist/cli.js). PLACEHOLDER until the CLI lands.
console.error('tool-contracts: not built yet');
process.exit(2);
