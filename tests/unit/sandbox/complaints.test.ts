// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/core';
import { timeIn } from '../../../sandbox/fixtures/dates';
import { clientFor, control, ORIGIN, pngFile, recordingUi } from './helpers';

interface ListData {
  tabs: Array<{ title: string; list: Array<{ id: number; time: string; type: string; content: string }> }>;
}
interface DetailData {
  type: string;
  sonType: string;
  images: string[];
  isNeedScore: number;
  content: string;
}

// Noon in Manila on the sandbox's today (fixed under test: sandbox/fixtures/dates.ts), never the real day: later than
// every seeded complaint, which the sandbox dates relative to that same today.
const TODAY = timeIn(0, '12:00').slice(0, 10);
const MANILA_NOON = () => new Date(`${TODAY}T04:00:00Z`);

describe('complaint flow', () => {
  it('serves an uploaded image back from the URL it returned', async () => {
    const sandbox = createSandbox();
    const upload = await clientFor(sandbox).call<{ url: string }>('uploadProblemImg', { problemImage: pngFile() });
    expect(upload.data.url).toMatch(/^\/__sandbox\/files\/[\w-]+$/);
    const reply = await sandbox.handle(new Request(`${ORIGIN}${upload.data.url}`));
    if (reply.kind !== 'response') throw new Error('unexpected fault');
    expect(reply.response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await reply.response.arrayBuffer())).toEqual(new Uint8Array(await pngFile().arrayBuffer()));
  });

  it('refuses an upload that is not a raster image (an SVG or HTML file could run script on the app origin)', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    const html = new File(['<script>alert(1)</script>'], 'x.png', { type: 'text/html' });
    for (const file of [svg, html]) {
      const upload = await client.call('uploadProblemImg', { problemImage: file });
      expect(upload).toMatchObject({ success: false, message: expect.stringMatching(/image|photo/i) });
    }
    const untyped = await client.call<{ url: string }>('uploadProblemImg', {
      problemImage: new File([new Uint8Array([1])], 'camera.jpg', { type: '' }),
    });
    expect(untyped.success).toBe(true);
  });

  it('lists a saved complaint first under All and Processing, and details it with its images', async () => {
    const sandbox = createSandbox({ now: MANILA_NOON });
    const client = clientFor(sandbox);
    const first = await client.call<{ url: string }>('uploadProblemImg', { problemImage: pngFile('a.png') });
    const second = await client.call<{ url: string }>('uploadProblemImg', { problemImage: pngFile('b.png') });
    const save = await client.call<{ problemId: number }>('problemSave', {
      problemType: 1,
      problemSonType: 3,
      problemDetail: 'Agent calls me after 10 PM.',
      problemImage: [first.data.url, second.data.url].join(','),
      orderNo: 'ORD180',
    });
    expect(save.success).toBe(true);

    const list = await client.call<ListData>('problemList');
    const [all, processing, processed] = list.data.tabs;
    const expectedItem = {
      id: save.data.problemId,
      time: `${TODAY} 12:00`,
      type: 'Collection',
      content: 'Agent calls me after 10 PM.',
    };
    expect(all.list[0]).toEqual(expectedItem);
    expect(processing.list[0]).toEqual(expectedItem);
    expect(processed.list.map((item) => item.id)).not.toContain(save.data.problemId);

    const detail = await client.call<DetailData>('problemDetail', { problemId: save.data.problemId });
    expect(detail.data).toMatchObject({
      type: 'Collection',
      sonType: 'Calls at unreasonable hours',
      images: [first.data.url, second.data.url],
      isNeedScore: 0,
    });
  });

  it('refuses a collection complaint on an order that does not allow it, with the server message', async () => {
    const ui = recordingUi();
    const sandbox = createSandbox();
    const result = await clientFor(sandbox, ui).call('problemSave', {
      problemType: 1,
      problemDetail: 'x',
      orderNo: 'ORD200',
    });
    expect(result).toMatchObject({ success: false, code: '4002' });
    expect(ui.toasts).toEqual(['El pedido seleccionado no permite enviar quejas de tipo cobranza.']);
    const list = await clientFor(sandbox).call<ListData>('problemList');
    expect(list.data.tabs[0].list).toHaveLength(2);
  });

  it('a score stops the rating prompt and is recorded; an unknown complaint is refused', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox, recordingUi());
    expect((await client.call<DetailData>('problemDetail', { problemId: 1001 })).data.isNeedScore).toBe(1);
    expect((await client.call('saveScore', { score: 4, problemId: 1001 })).success).toBe(true);
    expect((await client.call<DetailData>('problemDetail', { problemId: 1001 })).data.isNeedScore).toBe(0);
    expect(sandbox.snapshot().scores).toEqual([{ endpoint: 'saveScore', score: 4, problemId: 1001 }]);
    expect(await client.call('saveScore', { score: 4, problemId: 42 })).toMatchObject({
      success: false,
      message: 'Complaint not found.',
    });
  });

  it('forgets saved complaints, files and scores on reset', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    const upload = await client.call<{ url: string }>('uploadProblemImg', { problemImage: pngFile() });
    await client.call('problemSave', { problemType: 2, problemDetail: 'Still unpaid', orderNo: 'ORD174' });
    await client.call('saveScore', { score: 5, problemId: 1001 });
    await control(sandbox, 'POST', '/__sandbox/reset');

    const list = await client.call<ListData>('problemList');
    expect(list.data.tabs[0].list.map((item) => item.id)).toEqual([1002, 1001]);
    expect(sandbox.snapshot().scores).toEqual([]);
    const file = await sandbox.handle(new Request(`${ORIGIN}${upload.data.url}`));
    expect(file.kind === 'response' && file.response.status).toBe(404);
  });
});
