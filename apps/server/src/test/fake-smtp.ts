import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  port: number;
  /** Every accepted message: its envelope, its raw data (dot-unstuffed), the client's EHLO name. */
  messages: { from: string; to: string[]; data: string; client: string }[];
  close(): Promise<void>;
}

/** A port nothing listens on (taken from the system, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A tiny SMTP server that accepts every message (EHLO, MAIL, RCPT, DATA, QUIT), for tests. */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let from = '';
    let to: string[] = [];
    let client = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ from, to, data, client });
            reply('250 2.0.0 Ok: queued');
          } else {
            data += `${line.startsWith('.') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.split(' ')[0]?.toUpperCase() ?? '';
        if (command === 'EHLO' || command === 'HELO') {
          client = line.split(' ')[1] ?? '';
          reply('250 fake.smtp');
        } else if (command === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 Ok');
        } else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (command === 'DATA') {
          inData = true;
          data = '';
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 2.0.0 Ok');
        else reply('502 5.5.2 Command not recognized');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    port: address.port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
