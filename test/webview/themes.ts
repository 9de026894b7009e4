/**
 * The --vscode-* variables VS Code puts on a webview's <html>, and the class it puts on
 * <body>, for the themes the tests render in. Values from VS Code's Light Modern, Dark
 * Modern and High Contrast themes (the ones the card uses, and the font settings).
 */
export interface WebviewTheme {
  readonly name: string;
  readonly bodyClass: string;
  readonly variables: Readonly<Record<string, string>>;
}

const FONT = {
  '--vscode-font-family': '"Segoe WPC", "Segoe UI", "DejaVu Sans", system-ui, sans-serif',
  '--vscode-font-size': '13px',
  '--vscode-editor-font-family': '"DejaVu Sans Mono", "Droid Sans Mono", monospace',
};

export const LIGHT: WebviewTheme = {
  name: 'light',
  bodyClass: 'vscode-light',
  variables: {
    ...FONT,
    '--vscode-foreground': '#3b3b3b',
    '--vscode-editor-background': '#ffffff',
    '--vscode-editorWidget-background': '#f8f8f8',
    '--vscode-descriptionForeground': '#717171',
    '--vscode-panel-border': '#e5e5e5',
    '--vscode-testing-iconPassed': '#388a34',
    '--vscode-testing-iconFailed': '#e51400',
    '--vscode-editorWarning-foreground': '#bf8803',
    '--vscode-textLink-foreground': '#005fb8',
    '--vscode-focusBorder': '#005fb8',
    '--vscode-button-secondaryBackground': '#e5e5e5',
    '--vscode-button-secondaryForeground': '#3b3b3b',
    '--vscode-button-secondaryHoverBackground': '#cccccc',
    '--vscode-button-border': '#0000001a',
    '--vscode-list-hoverBackground': '#f2f2f2',
    '--vscode-textBlockQuote-background': '#f8f8f8',
    '--vscode-textBlockQuote-border': '#e5e5e5',
  },
};

export const DARK: WebviewTheme = {
  name: 'dark',
  bodyClass: 'vscode-dark',
  variables: {
    ...FONT,
    '--vscode-foreground': '#cccccc',
    '--vscode-editor-background': '#1f1f1f',
    '--vscode-editorWidget-background': '#202020',
    '--vscode-descriptionForeground': '#9d9d9d',
    '--vscode-panel-border': '#2b2b2b',
    '--vscode-testing-iconPassed': '#73c991',
    '--vscode-testing-iconFailed': '#f14c4c',
    '--vscode-editorWarning-foreground': '#cca700',
    '--vscode-textLink-foreground': '#4daafc',
    '--vscode-focusBorder': '#0078d4',
    '--vscode-button-secondaryBackground': '#313131',
    '--vscode-button-secondaryForeground': '#cccccc',
    '--vscode-button-secondaryHoverBackground': '#3c3c3c',
    '--vscode-button-border': '#ffffff12',
    '--vscode-list-hoverBackground': '#2a2d2e',
    '--vscode-textBlockQuote-background': '#2b2b2b',
    '--vscode-textBlockQuote-border': '#616161',
  },
};

export const HIGH_CONTRAST: WebviewTheme = {
  name: 'high-contrast',
  bodyClass: 'vscode-high-contrast',
  variables: {
    ...FONT,
    '--vscode-foreground': '#ffffff',
    '--vscode-editor-background': '#000000',
    '--vscode-editorWidget-background': '#0c141f',
    '--vscode-descriptionForeground': '#ffffffb3',
    '--vscode-panel-border': '#6fc3df',
    '--vscode-contrastBorder': '#6fc3df',
    '--vscode-contrastActiveBorder': '#f38518',
    '--vscode-testing-iconPassed': '#73c991',
    '--vscode-testing-iconFailed': '#f48771',
    '--vscode-editorWarning-foreground': '#ffd370',
    '--vscode-textLink-foreground': '#21a6ff',
    '--vscode-focusBorder': '#f38518',
    '--vscode-button-secondaryBackground': '#000000',
    '--vscode-button-secondaryForeground': '#ffffff',
    '--vscode-button-border': '#6fc3df',
    '--vscode-textBlockQuote-background': '#000000',
    '--vscode-textBlockQuote-border': '#ffffff',
  },
};
