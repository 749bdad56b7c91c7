import { fromMinor } from '@sorte/contracts/common/money';
import type { OrderRow } from './cashier.views';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const RESULT_TEXT: Record<string, string> = {
  ok: 'The gateway sent its callback; the order below shows the result.',
};

/**
 * The sandbox gateway's payment page: plain HTML with inline style only (the CSP allows no
 * script), two forms posting PAY or FAIL. A test tool, in English.
 */
export function renderSandboxPage(order: OrderRow | undefined, result: string | undefined): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment gateway</title><style>
body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;margin:0;padding:24px;display:flex;justify-content:center}
main{max-width:440px;width:100%;background:#1e293b;border-radius:12px;padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:8px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#94a3b8}dd{margin:0;word-break:break-all}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;font-size:1rem;padding:12px;border:0;border-radius:8px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}.note{color:#fbbf24}.muted{color:#94a3b8;font-size:.875rem}
</style></head><body><main>`;
  const tail = '</main></body></html>';
  if (!order) {
    return `${head}<h1>Sandbox payment gateway</h1><p role="alert">Unknown order.</p>${tail}`;
  }
  const note = result ? (RESULT_TEXT[result] ?? `The callback was refused: ${result}.`) : '';
  const actions =
    order.status === 'PENDING' || order.status === 'EXPIRED' || order.status === 'CANCELLED'
      ? `<div class="row">
<form method="post" action="/sandbox-gateway/pay/${escape(order.orderNo)}" style="flex:1;display:flex"><input type="hidden" name="action" value="PAY"><button class="pay" type="submit" data-testid="sandbox-pay">Pay</button></form>
${order.status === 'PENDING' ? `<form method="post" action="/sandbox-gateway/pay/${escape(order.orderNo)}" style="flex:1;display:flex"><input type="hidden" name="action" value="FAIL"><button class="fail" type="submit" data-testid="sandbox-fail">Fail</button></form>` : ''}
</div>`
      : '';
  return `${head}<h1>Sandbox payment gateway</h1>
<p class="muted">Test payments only: no real money moves. Pay or Fail sends the gateway's signed callback.</p>
${note ? `<p class="note" role="status" data-testid="sandbox-result">${escape(note)}</p>` : ''}
<dl>
<dt>Order</dt><dd>${escape(order.orderNo)}</dd>
<dt>Channel</dt><dd>${escape(order.channelName)}</dd>
<dt>Amount</dt><dd>${escape(order.currency)} ${fromMinor(order.amountMinor)}</dd>
<dt>Status</dt><dd data-testid="sandbox-status">${escape(order.status)}</dd>
</dl>${actions}${tail}`;
}
