// Load a bundled page by route, a page file or pasted text; save the whole lab to a file and open it again.
import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { buttonCss, codeAreaCss, inputCss, labColours } from './ui';

export interface LoadBarProps {
  routes: ReadonlyArray<{ key: string; page: string; path: string }>;
  onRoute(key: string): void;
  onPageText(file: string, text: string): void;
  onLabFile(text: string): void;
  onSave(): void;
}

const hidden = css({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' });
const barCss = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
const routeSelectCss = css({ width: 220 });
const separatorCss = css({ width: 1, height: 24, background: labColours.line, margin: '0 4px' });
const pasteRowCss = css({ flexBasis: '100%', display: 'flex', gap: 8, alignItems: 'flex-start' });

function FileButton({ label, onText }: { label: string; onText(name: string, text: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label css={buttonCss}>
      {label}
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        css={hidden}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onText(file.name, await file.text());
        }}
      />
    </label>
  );
}

export function LoadBar({ routes, onRoute, onPageText, onLabFile, onSave }: LoadBarProps) {
  const [route, setRoute] = useState(routes[0]?.key ?? '');
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const theme = useTheme();
  return (
    <div css={barCss}>
      <select
        aria-label="Bundled page"
        css={[inputCss, routeSelectCss]}
        value={route}
        onChange={(e) => setRoute(e.currentTarget.value)}
      >
        {routes.map((r) => (
          <option key={r.key} value={r.key}>
            {r.key} ({r.path})
          </option>
        ))}
      </select>
      <button type="button" css={buttonCss} onClick={() => onRoute(route)}>
        Load page
      </button>
      <FileButton label="Open page file" onText={onPageText} />
      <button type="button" css={buttonCss} aria-expanded={pasting} onClick={() => setPasting(!pasting)}>
        Paste page
      </button>
      <span css={separatorCss} />
      <button type="button" css={buttonCss} onClick={onSave}>
        Save lab file
      </button>
      <FileButton label="Open lab file" onText={(_, text) => onLabFile(text)} />
      {pasting && (
        <div css={pasteRowCss}>
          <textarea
            aria-label="Pasted page definition"
            css={codeAreaCss(theme, 90)}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
          />
          <button
            type="button"
            css={buttonCss}
            disabled={!pasted.trim()}
            onClick={() => {
              onPageText('pasted.json', pasted);
              setPasting(false);
              setPasted('');
            }}
          >
            Use pasted text
          </button>
        </div>
      )}
    </div>
  );
}
