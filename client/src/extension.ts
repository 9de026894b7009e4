// Entry point of the extension (dist/client.js). PLACEHOLDER until the client lands.
export function activate(): void {}
export function deactivate(): void {}
