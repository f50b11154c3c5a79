// The browser every test and tool drives: Debian's Chromium (never a downloaded one; $CHROME_PATH overrides it, as
// scripts/find-chromium.sh says), with the flags that work headless on these machines.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
