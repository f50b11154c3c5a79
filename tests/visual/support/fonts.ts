// The fonts every picture is drawn with, and nothing else: a fontconfig file (FONTCONFIG_FILE, given to the browser
// the visual test starts) that reads only Debian's fonts-dejavu-core and fonts-wqy-microhei (scripts/find-fonts.sh
// installs them), names them for the generic families, and fixes how glyphs are smoothed. The app's font stack
// (-apple-system, Roboto, Arial, "Noto Sans", sans-serif) then always ends at DejaVu Sans, whatever else a machine has,
// and Chinese text at WenQuanYi Micro Hei.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Keep in step with scripts/find-fonts.sh. */
export const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
];
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/wqy'];

const prefer = (generic: string, families: string[]) =>
  `  <alias binding="same"><family>${generic}</family><prefer>${families.map((f) => `<family>${f}</family>`).join('')}</prefer></alias>`;

/** Writes the fontconfig file into `folder` and returns its path; throws saying how to install a missing font. */
export function visualFontConfig(folder: string): string {
  const missing = FONT_FILES.filter((file) => !existsSync(file));
  if (missing.length)
    throw new Error(
      `The visual test's fonts are missing (${missing.join(', ')}): run bash scripts/find-fonts.sh (as root it installs fonts-dejavu-core and fonts-wqy-microhei)`,
    );
  mkdirSync(join(folder, 'fontconfig-cache'), { recursive: true });
  const file = join(folder, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      ...FONT_DIRS.map((dir) => `  <dir>${dir}</dir>`),
      `  <cachedir>${join(folder, 'fontconfig-cache')}</cachedir>`,
      prefer('sans-serif', ['DejaVu Sans', 'WenQuanYi Micro Hei']),
      prefer('serif', ['DejaVu Serif', 'WenQuanYi Micro Hei']),
      prefer('monospace', ['DejaVu Sans Mono', 'WenQuanYi Micro Hei Mono']),
      // Grey-scale smoothing with light hinting: no sub-pixel colours that depend on a screen's layout.
      '  <match target="font">',
      '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
      '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
      '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
      '    <edit name="rgba" mode="assign"><const>none</const></edit>',
      '    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>',
      '  </match>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}
