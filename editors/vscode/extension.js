// A thin client: starts `robots lsp` (the `robots` command of this project,
// on PATH or at the robots.path setting) for robots.txt files. Everything
// the editor shows (diagnostics, hover, completion, quick fixes, the answer
// of robots.checkUrl) comes from the server, in VS Code's display language.
'use strict';
const vscode = require('vscode');
const { LanguageClient, TransportKind, ExecuteCommandRequest } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration('robots');
  const command = config.get('path') || 'robots';
  const run = { command, args: ['lsp'], transport: TransportKind.stdio };
  client = new LanguageClient(
    'robots',
    'robots.txt',
    { run, debug: run },
    {
      documentSelector: [{ language: 'robots-txt' }],
      initializationOptions: { readers: config.get('readers') === true },
      synchronize: { configurationSection: 'robots' },
    },
  );
  // The server's own robots.checkUrl takes (agent, URL, document URI); the
  // palette's command asks for the first two. Placeholders only: the
  // answer itself is the server's, in the editor's language.
  context.subscriptions.push(
    vscode.commands.registerCommand('robots.checkUrlPrompt', async () => {
      const agent = await vscode.window.showInputBox({ placeHolder: 'Googlebot' });
      if (!agent) return;
      const url = await vscode.window.showInputBox({ placeHolder: 'https://example.com/page' });
      if (!url) return;
      const doc = vscode.window.activeTextEditor?.document;
      const args = doc ? [agent, url, doc.uri.toString()] : [agent, url];
      await client.sendRequest(ExecuteCommandRequest.type, { command: 'robots.checkUrl', arguments: args });
    }),
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
