import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
const pruneTimer = setInterval(() => {
  Promise.all([app.services.auth.pruneExpired(), app.services.rateLimiter.prune(24 * 3_600_000)]).catch(
    (error) => app.log.warn({ err: error }, 'pruning failed'),
  );
}, PRUNE_INTERVAL_MS);
pruneTimer.unref();
// Retries emails that SMTP refused or that were never attempted (see MailService); every instance
// does, each message claimed by one of them (decision 025).
const outboxTimer = setInterval(() => {
  app.services.mail.processOutbox().catch((error) => app.log.warn({ err: error }, 'mail outbox failed'));
}, config.MAIL_OUTBOX_INTERVAL_SECONDS * 1000);
outboxTimer.unref();
// Sends the webhook deliveries due (issue 17), on every instance, each claimed by one of them;
// stopped by app.close() (an onClose hook), before the database closes.
app.services.webhookDispatcher.start(config.WEBHOOK_INTERVAL_SECONDS);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
// The address the links in e-mails use (PUBLIC_URL, or this server's own by default).
app.log.info({ url: config.PUBLIC_URL }, `open ${config.PUBLIC_URL}`);
