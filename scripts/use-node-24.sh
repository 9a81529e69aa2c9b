# Sourced by .ci/run (and usable by hand: `source scripts/use-node-24.sh`): puts Node 24 LTS and npm 11 first on
# PATH. The machine's own Node is used when it is 22.12 or newer (Sanity 5's floor, package.json's engines);
# otherwise Node 24 comes from the npm registry (the `node` package ships the binary) into a folder outside the
# working tree, NODE_24_DIR (~/.cache/ihuza/node24 by default), once. npm 11 likewise where the machine's npm is
# older (the lockfiles are npm 11's, and so is `allowScripts`). Says which Node and npm run.
NODE_24_DIR="${NODE_24_DIR:-$HOME/.cache/ihuza/node24}"
node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}
npm_ok() {
  [ "$(npm --version 2>/dev/null | cut -d. -f1)" -ge 11 ] 2>/dev/null
}
fetch_into_node_dir() {
  mkdir -p "$NODE_24_DIR"
  # (its own package.json approves the one install script it runs: the one that fetches this platform's binary)
  [ -f "$NODE_24_DIR/package.json" ] || echo '{ "private": true, "allowScripts": { "node": true } }' >"$NODE_24_DIR/package.json"
  npm install --prefix "$NODE_24_DIR" --no-audit --no-fund "$@" >/dev/null
}
if ! node_ok; then
  if [ ! -x "$NODE_24_DIR/node_modules/.bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than 22.12: installing Node 24 from the npm registry into $NODE_24_DIR"
    fetch_into_node_dir node@24
  fi
  export PATH="$NODE_24_DIR/node_modules/.bin:$PATH"
fi
if ! npm_ok; then
  if [ ! -x "$NODE_24_DIR/node_modules/.bin/npm" ]; then
    echo "npm $(npm --version 2>/dev/null || echo '(none)') is older than 11: installing npm 11 into $NODE_24_DIR"
    fetch_into_node_dir npm@11
  fi
  export PATH="$NODE_24_DIR/node_modules/.bin:$PATH"
fi
node_ok && npm_ok || { echo "Node 22.12 or newer and npm 11 are needed, and they could not be had" >&2; exit 1; }
echo "Running on Node $(node --version) ($(command -v node)), npm $(npm --version)"
