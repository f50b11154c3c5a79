// Complaint calls: entry data, image upload, save, list, detail and score, all kept in sandbox state.
import {
  COLLECTION_NOT_ALLOWED_MESSAGE,
  COLLECTION_TYPE,
  COMPLAINT_ORDERS,
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  SERVICE_CONTACT,
  type Complaint,
} from '../fixtures/complaints';
import { nextCount } from '../state';
import { failure, numberParam, success, textParam, type HandlerGroup } from './types';

const NOT_FOUND = failure('4004', 'Complaint not found.');

/** Complaint times are shown in Manila time (UTC+8), whatever the machine's zone. */
function manilaTime(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function titleOf(list: ReadonlyArray<{ title: string; value: number }>, value: number): string {
  return list.find((entry) => entry.value === value)?.title ?? '';
}

function listItem({ id, time, type, content }: Complaint) {
  return { id, time, type, content };
}

// The same rule as the ImagePicker widget's: any image type but SVG, or an untyped file named like a photo.
const PHOTO_NAME = /\.(jpe?g|png|gif|webp|heic|heif|bmp)$/i;
const UNTYPED = new Set(['', 'application/octet-stream']);
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  bmp: 'image/bmp',
};

/** The type to serve the upload back with, or null when it is not a raster image. */
function rasterType(file: File): string | null {
  if (file.type === 'image/svg+xml') return null;
  if (file.type.startsWith('image/')) return file.type;
  if (!UNTYPED.has(file.type) || !PHOTO_NAME.test(file.name)) return null;
  return TYPE_BY_EXTENSION[/\.([a-z]+)$/i.exec(file.name)![1].toLowerCase()] ?? null;
}

export const complaintHandlers = {
  problemInit: ({ params }) => {
    const orderId = textParam(params, 'orderId');
    const selected = COMPLAINT_ORDERS.find((order) => order.orderNo === orderId) ?? COMPLAINT_ORDERS[0];
    return success({
      problemType: PROBLEM_TYPES,
      problemSonType: PROBLEM_SON_TYPES,
      orderDetail: selected,
      orderList: COMPLAINT_ORDERS,
    });
  },

  uploadProblemImg: async ({ files, state }) => {
    const image = files.problemImage;
    if (!image) return failure('4001', 'Invalid request: problemImage must be a file');
    const type = rasterType(image);
    // Served back on the app's origin: only raster images, never SVG or HTML that could run script there.
    if (!type) return failure('4003', 'Only photos and screenshots (JPG, PNG, GIF, WebP, HEIC, BMP) can be uploaded.');
    const id = `img-${nextCount(state, 'file')}`;
    state.files.set(id, { type, bytes: await image.arrayBuffer() });
    return success({ url: `/__sandbox/files/${id}` });
  },

  problemSave: ({ params, state, now }) => {
    const typeValue = numberParam(params, 'problemType');
    const orderNo = textParam(params, 'orderNo');
    const order = COMPLAINT_ORDERS.find((candidate) => candidate.orderNo === orderNo);
    // The page refuses this first; the server refuses it too, with the lender's Spanish message.
    if (typeValue === COLLECTION_TYPE && order && order.isShow !== 1)
      return failure('4002', COLLECTION_NOT_ALLOWED_MESSAGE);
    const sonValue = Number(textParam(params, 'problemSonType'));
    const complaint: Complaint = {
      id: nextCount(state, 'complaint'),
      time: manilaTime(now),
      type: titleOf(PROBLEM_TYPES, typeValue) || 'Other',
      sonType: typeValue === COLLECTION_TYPE ? titleOf(PROBLEM_SON_TYPES, sonValue) : '',
      content: textParam(params, 'problemDetail'),
      images: textParam(params, 'problemImage').split(',').filter(Boolean),
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      orderNo,
    };
    state.complaints.push(complaint);
    return success({ problemId: complaint.id });
  },

  problemList: ({ state }) => {
    const newestFirst = [...state.complaints].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
    const processed = newestFirst.filter((complaint) => complaint.disposeDetail !== '');
    const processing = newestFirst.filter((complaint) => complaint.disposeDetail === '');
    return success({
      tabs: [
        { title: 'All', list: newestFirst.map(listItem) },
        { title: 'Processing', list: processing.map(listItem) },
        { title: 'Processed', list: processed.map(listItem) },
      ],
    });
  },

  problemDetail: ({ params, state }) => {
    const complaint = state.complaints.find((candidate) => candidate.id === numberParam(params, 'problemId'));
    if (!complaint) return NOT_FOUND;
    const { type, sonType, id, content, images, disposeDetail, disposeImages, isNeedScore } = complaint;
    return success({ type, sonType, problemId: id, content, images, disposeDetail, disposeImages, isNeedScore });
  },

  saveScore: ({ params, state }) => {
    const problemId = numberParam(params, 'problemId');
    const complaint = state.complaints.find((candidate) => candidate.id === problemId);
    if (!complaint) return NOT_FOUND;
    complaint.isNeedScore = 0;
    state.scores.push({ endpoint: 'saveScore', score: numberParam(params, 'score'), problemId });
    return success();
  },

  contactKfInfo: () => success(SERVICE_CONTACT),
} satisfies HandlerGroup;
