// Complaint next, rendered from pages/complainPageNext.json against the sandbox, reached the way a
// borrower reaches it (from the entry page): description rules, image uploads, send and the draft.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

// jsdom's Blob, File and FormData are not the ones Node's fetch sends (an upload arrives as a file
// named "blob" holding "undefined"); in a browser they are one family, so give the page Node's here.
// Node's FormData is hidden by jsdom's global: take the class of one that Node's Response builds.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
beforeAll(() => {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
});
afterAll(() => vi.unstubAllGlobals());

// A phone's picker may ignore `accept`, so files of any kind can arrive: the page must judge them itself.
const user = userEvent.setup({ applyAccept: false });

/** Opens the entry for the order, chooses the type (and sub-type), and lands on the next page. */
async function reachNext(type = /Repayment issue/, subType?: RegExp, orderId = 'ORD174') {
  const view = renderRoute(`/complaint?orderId=${orderId}`);
  await settled();
  await user.click(await screen.findByRole('button', { name: type }));
  if (subType) await user.click(await screen.findByRole('button', { name: subType }));
  await waitFor(() => expect(view.history.at(-1)).toBe('/complainPageNext'));
  await screen.findByRole('textbox', { name: 'Describe your problem' });
  return view;
}

const description = () => screen.getByRole('textbox', { name: 'Describe your problem' });
const addPhoto = () => screen.getByLabelText('Add photo') as HTMLInputElement;
const png = (name = 'receipt.png', bytes = 68) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
/** Where the page replaced the location (a full URL), as path and query. */
const replacedWith = (view: ReturnType<typeof renderRoute>) =>
  view.fullNavigation.replace.mock.calls.map(([url]) => {
    const target = new URL(String(url));
    return target.pathname + target.search;
  });
const thumbnails = () => screen.queryAllByRole('img', { name: /^Photo \d+$/ });
const draft = (view: ReturnType<typeof renderRoute>) =>
  JSON.parse(view.storages.local.getItem('complaintDraft') ?? 'null');

async function upload(file: File, view: ReturnType<typeof renderRoute>) {
  const before = (await sandbox.requests('uploadProblemImg')).length;
  await user.upload(addPhoto(), file);
  await waitFor(async () => expect((await sandbox.requests('uploadProblemImg')).length).toBe(before + 1));
  await waitFor(() => expect(addPhoto()).not.toHaveAttribute('aria-busy'));
  return view;
}

describe('Complaint next: the choice', () => {
  it('shows the chosen type as a tag', async () => {
    await reachNext(/Loan application/);
    expect(screen.getByText('Loan application')).toBeVisible();
  });

  it('shows the type and the sub-type chosen on the entry page', async () => {
    await reachNext(/Collection/, /Calls at unreasonable hours/);
    expect(screen.getByText('Collection')).toBeVisible();
    expect(screen.getByText('Calls at unreasonable hours')).toBeVisible();
  });
});

describe('Complaint next: what storage holds is read by its shape, as a server answer', () => {
  it('a stored choice whose title is not text and a draft of the wrong kinds show no "[object Object]"; Send still sends', async () => {
    const view = renderRoute('/complainPageNext', {
      local: {
        complaintChoice: JSON.stringify({
          problemType: 2,
          problemTypeTitle: { en: 'Repayment issue' },
          problemSonType: '',
          problemSonTypeTitle: ['x'],
          orderNo: 'ORD174',
        }),
        complaintDraft: JSON.stringify({
          detail: { text: 'old' },
          images: [{ url: '/x.png' }, '/__sandbox/files/img-9'],
        }),
      },
    });
    await settled();
    await screen.findByRole('textbox', { name: 'Describe your problem' });
    expect(document.body.textContent).not.toContain('[object Object]');
    expect(description()).toHaveValue('');
    expect(thumbnails()).toHaveLength(1);
    await user.type(description(), 'Paid twice.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect((await sandbox.requests('problemSave')).map((r) => r.body)).toEqual([
      expect.objectContaining({ problemType: '2', problemDetail: 'Paid twice.', orderNo: 'ORD174' }),
    ]);
    await waitFor(() => expect(view.fullNavigation.replace).toHaveBeenCalled(), { timeout: 2500 });
  });
});

describe('Complaint next: the description', () => {
  it('Send with an empty description shows the spec toast and sends nothing', async () => {
    const view = await reachNext();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.status()).toContain('Please fill in your comments and suggestions'));
    expect(await sandbox.requests('problemSave')).toEqual([]);
  });

  it('keeps at most 200 characters, ignores typing past them and counts n/200', async () => {
    await reachNext();
    expect(screen.getByText('0/200')).toBeVisible();
    await user.type(description(), 'abc');
    expect(screen.getByText('3/200')).toBeVisible();
    // A paste is cut to fit.
    await user.paste('x'.repeat(250));
    expect(screen.getByText('200/200')).toBeVisible();
    await user.type(description(), 'more');
    expect(description()).toHaveValue(`abc${'x'.repeat(197)}`);
    expect(screen.getByText('200/200')).toBeVisible();
  });
});

describe('Complaint next: images', () => {
  it('uploads a picked image as multipart problemImage, says so, and shows it', async () => {
    const view = await reachNext();
    await upload(png('receipt.png', 68), view);
    const [request] = await sandbox.requests('uploadProblemImg');
    expect(request.body).toEqual({ problemImage: { filename: 'receipt.png', type: 'image/png', size: 68 } });
    await waitFor(() => expect(view.status()).toContain('Upload succeeded!'));
    expect(thumbnails()).toHaveLength(1);
    expect(thumbnails()[0]).toHaveAttribute('src', '/__sandbox/files/img-1');
  });

  it('a failed upload leaves the image out and says so', async () => {
    await sandbox.override({ endpoint: 'uploadProblemImg', fault: 'http500', times: 1 });
    const view = await reachNext();
    await upload(png(), view);
    await waitFor(() => expect(view.status()).toMatch(/Upload failed/));
    expect(thumbnails()).toHaveLength(0);
  });

  it("an upload the server refuses shows the server's message as sent (spec 8: any unsuccessful code)", async () => {
    await sandbox.override({
      endpoint: 'uploadProblemImg',
      body: { code: '4010', message: '图片过大，请重新选择', data: null },
      times: 1,
    });
    const view = await reachNext();
    await upload(png(), view);
    await waitFor(() => expect(view.status()).toContain('图片过大，请重新选择'));
    expect(view.status()).not.toContain('Upload failed');
    expect(thumbnails()).toHaveLength(0);
  });

  it('a success answer without the image address leaves the image out and says so', async () => {
    await sandbox.override({
      endpoint: 'uploadProblemImg',
      body: { code: '00', message: 'success', data: {} },
      times: 1,
    });
    const view = await reachNext();
    await upload(png(), view);
    await waitFor(() => expect(view.status()).toMatch(/Upload failed/));
    expect(thumbnails()).toHaveLength(0);
  });

  it('refuses a file that is not an image, without uploading it', async () => {
    const view = await reachNext();
    await user.upload(addPhoto(), new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(view.status()).toContain('Only images can be uploaded.'));
    expect(await sandbox.requests('uploadProblemImg')).toEqual([]);
  });

  it('refuses an image over 10 MB with a clear message, without uploading it', async () => {
    const view = await reachNext();
    await user.upload(addPhoto(), png('huge.png', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(view.status()).toContain('larger than 10 MB'));
    expect(await sandbox.requests('uploadProblemImg')).toEqual([]);
  });

  it('takes at most 9 images, three per row; the picker is disabled at 9', async () => {
    const view = await reachNext();
    for (let n = 1; n <= 9; n++) await upload(png(`p${n}.png`), view);
    expect(thumbnails()).toHaveLength(9);
    expect(addPhoto()).toBeDisabled();
    expect(screen.getByText('You can add up to 9 images.')).toBeVisible();
    const grid = addPhoto().closest('ul') as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    // Removing one enables the picker again.
    await user.click(screen.getByRole('button', { name: 'Remove photo 9' }));
    expect(addPhoto()).toBeEnabled();
  });
});

describe('Complaint next: send', () => {
  it('posts problem-save with the choice, the text, the comma-joined URLs and the order; then the modal, cleared storage and the entry', async () => {
    const view = await reachNext(/Collection/, /Rude or threatening language/);
    await user.type(description(), 'Agent shouted at me.');
    await upload(png('a.png'), view);
    await upload(png('b.png'), view);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect((await sandbox.requests('problemSave')).map((r) => r.body)).toEqual([
      {
        problemType: '1',
        problemSonType: '1',
        problemDetail: 'Agent shouted at me.',
        problemImage: '/__sandbox/files/img-1,/__sandbox/files/img-2',
        orderNo: 'ORD174',
      },
    ]);
    // The modal stays for 1.5 s before the location is replaced: still there half a second on (a busy machine's
    // slower steps before this line eat into the other second, never into the check), then replaced.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(view.fullNavigation.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    await waitFor(() => expect(replacedWith(view)).toEqual(['/complaint?orderId=ORD174']), { timeout: 5000 });
    expect(view.storages.local.length).toBe(0);
  });

  it('a type without sub-type sends an empty problemSonType and no images', async () => {
    const view = await reachNext(/Other/, undefined, 'ORD200');
    await user.type(description(), 'Please call me back.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect((await sandbox.requests('problemSave')).map((r) => r.body)).toEqual([
      {
        problemType: '5',
        problemSonType: '',
        problemDetail: 'Please call me back.',
        problemImage: '',
        orderNo: 'ORD200',
      },
    ]);
    await waitFor(() => expect(replacedWith(view)).toEqual(['/complaint?orderId=ORD200']), { timeout: 2500 });
  });

  it('a failed send keeps the draft (text and images), on screen and in storage, and Send works again', async () => {
    await sandbox.override({
      endpoint: 'problemSave',
      body: { code: '5000', message: 'System busy, try later', data: null },
      times: 1,
    });
    const view = await reachNext();
    await user.type(description(), 'Still unpaid.');
    await upload(png(), view);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.status()).toContain('System busy, try later'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(description()).toHaveValue('Still unpaid.');
    expect(thumbnails()).toHaveLength(1);
    expect(draft(view)).toEqual({ detail: 'Still unpaid.', images: ['/__sandbox/files/img-1'] });
    expect(view.storages.local.getItem('complaintChoice')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    expect(await sandbox.requests('problemSave')).toHaveLength(2);
  });

  it('a double tap on Send saves once', async () => {
    await sandbox.override({ endpoint: 'problemSave', delayMs: 300 });
    await reachNext();
    await user.type(description(), 'Twice?');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(await sandbox.requests('problemSave')).toHaveLength(1);
  });
});
