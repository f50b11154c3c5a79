// The benchmark's "Next status" control: the same cycle as the generated bench page of the real renderer
// (measure/bench-browser/benchPage.mjs), so both sides show the same banner text and buttons after each tap.
const CYCLE: Record<number, number> = { 170: 174, 174: 180, 180: 200 };

export function nextStatus(status: number): { orderStatus: number; noticeStatusText: string } {
  const orderStatus = CYCLE[status] ?? 170;
  return { orderStatus, noticeStatusText: `Status ${orderStatus}` };
}
