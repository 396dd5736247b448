import { launchBrowser } from './browser.ts';
import { startStack } from './stack.ts';
import { SimClient } from './sim-client.ts';
import { measureDelivery } from './measure/delivery.ts';
import { serveBaselines } from './baselines.ts';
const browser = await launchBrowser();
const stack = await startStack({ dialect: 'flat', speed: 4, dist: 'dist', local: serveBaselines });
try {
  console.log(await measureDelivery(browser, stack.appUrl, new SimClient(stack.directUrl), 5));
} finally { await browser.close(); await stack.stop(); }
