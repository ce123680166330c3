import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { freePort } from './free-port';
import { startSmtpSink } from './smtp-sink';

/** Reads the sink's page of mails. */
const messages = async (httpPort: number) => (await (await fetch(`http://127.0.0.1:${httpPort}/messages`)).json()) as { subject: string }[];

describe('the dev stack SMTP sink', () => {
  it('outlives a client reset in the middle of a delivery, and keeps receiving mails', async () => {
    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sink = await startSmtpSink(smtpPort, httpPort);
    try {
      // A worker killed mid-delivery: the connection is reset (RST) halfway through DATA.
      await new Promise<void>((resolve) => {
        const socket = connect(smtpPort, '127.0.0.1');
        let step = 0;
        const lines = ['EHLO worker\r\n', 'MAIL FROM:<portal@example.com>\r\n', 'RCPT TO:<emma@example.com>\r\n', 'DATA\r\n'];
        socket.on('data', () => {
          if (step < lines.length) socket.write(lines[step++]);
          else {
            socket.write('Subject: cut short\r\n\r\nhalf a');
            setTimeout(() => {
              socket.resetAndDestroy();
              resolve();
            }, 100);
          }
        });
        socket.on('error', () => undefined);
      });
      await new Promise((r) => setTimeout(r, 200));
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
      await transport.sendMail({ from: 'portal@example.com', to: 'emma@example.com', subject: 'after the reset', text: 'still here' });
      expect((await messages(httpPort)).map((mail) => mail.subject)).toEqual(['after the reset']);
      expect(warnings).toHaveBeenCalledWith(expect.stringContaining('ECONNRESET'));
    } finally {
      warnings.mockRestore();
      await sink.close();
    }
  });
});
