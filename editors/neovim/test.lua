-- Drives `robots lsp` from Neovim's built-in LSP client (Neovim 0.7 and
-- later), headless, for editors/neovim/lsp.test.mjs: for each case of
-- $LSP_CASES (a JSON file) it opens the case's robots.txt, waits for the
-- diagnostics, asks for hover, completion and code actions, applies the
-- first quick fix through Neovim's own workspace-edit code, waits for the
-- diagnostics of the edited text, runs robots.checkUrl, and writes what it
-- got to $LSP_OUT as JSON. Any error is written there too and exits 1.
--
--   nvim --headless -u NONE -i NONE -n -c 'luafile editors/neovim/test.lua'

local bin = os.getenv('ROBOTS_BIN')
local cases = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv('LSP_CASES')), '\n'))
local out_path = os.getenv('LSP_OUT')
local TIMEOUT = 10000
-- Each case's buffer stays loaded (the client's exit resets its diagnostics).
vim.o.hidden = true

local function write(result)
  vim.fn.writefile({ vim.fn.json_encode(result) }, out_path)
end

-- Published diagnostics by URI, each with its version.
local published = {}

local function wait_diagnostics(uri, after_version)
  local ok = vim.wait(TIMEOUT, function()
    local p = published[uri]
    return p ~= nil and (after_version == nil or (p.version or 0) > after_version)
  end, 20)
  if not ok then
    error('no diagnostics for ' .. uri)
  end
  return published[uri]
end

local function request(client, bufnr, method, params)
  local response = client.request_sync(method, params, TIMEOUT, bufnr)
  if response == nil then
    error(method .. ': no answer')
  end
  if response.err then
    error(method .. ': ' .. vim.inspect(response.err))
  end
  return response.result
end

local function run_case(case)
  local client_id = vim.lsp.start_client({
    name = 'robots',
    cmd = { bin, 'lsp' },
    root_dir = vim.fn.fnamemodify(case.path, ':h'),
    init_options = { readers = case.readers or false },
    get_language_id = function()
      return 'robots-txt'
    end,
    before_init = function(params)
      params.locale = case.locale
    end,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(_, result)
        published[result.uri] = result
      end,
      ['window/showMessage'] = function() end,
    },
  })
  if client_id == nil then
    error('the client did not start')
  end
  vim.cmd('edit ' .. vim.fn.fnameescape(case.path))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  local got = { name = case.name, hovers = {}, completions = {} }
  got.diagnostics = wait_diagnostics(uri).diagnostics

  local function at(pos)
    return { textDocument = { uri = uri }, position = { line = pos[1], character = pos[2] } }
  end
  for _, pos in ipairs(case.hover or {}) do
    local h = request(client, bufnr, 'textDocument/hover', at(pos))
    table.insert(got.hovers, h and h.contents.value or vim.NIL)
  end
  for _, pos in ipairs(case.completion or {}) do
    local items = request(client, bufnr, 'textDocument/completion', at(pos)) or {}
    local labels = {}
    for _, item in ipairs(items.items or items) do
      table.insert(labels, item.label)
    end
    table.insert(got.completions, labels)
  end
  if case.fix_line then
    local range = {
      start = { line = case.fix_line, character = 0 },
      ['end'] = { line = case.fix_line, character = 0 },
    }
    local actions = request(client, bufnr, 'textDocument/codeAction', {
      textDocument = { uri = uri },
      range = range,
      context = { diagnostics = {} },
    }) or {}
    got.actions = {}
    for _, a in ipairs(actions) do
      table.insert(got.actions, a.title)
    end
    if actions[1] and actions[1].edit then
      local version = published[uri].version or 0
      vim.lsp.util.apply_workspace_edit(actions[1].edit, client.offset_encoding or 'utf-16')
      got.fixed_line = vim.api.nvim_buf_get_lines(bufnr, case.fix_line, case.fix_line + 1, false)[1]
      got.after_fix = wait_diagnostics(uri, version).diagnostics
    end
  end
  if case.check then
    got.check = request(client, bufnr, 'workspace/executeCommand', {
      command = 'robots.checkUrl',
      arguments = case.check,
    })
  end
  vim.lsp.stop_client(client_id)
  return got
end

local ok, err = pcall(function()
  local results = {}
  for _, case in ipairs(cases) do
    table.insert(results, run_case(case))
  end
  -- Each server exits after shutdown and exit (status 0) before Neovim does.
  vim.wait(TIMEOUT, function()
    return vim.tbl_isempty(vim.lsp.get_active_clients())
  end, 20)
  write({ nvim = vim.version(), results = results })
end)
if not ok then
  write({ error = tostring(err) })
  vim.cmd('cquit 1')
end
vim.cmd('qall!')
