import { LANGUAGES } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { translate } from '../../plugins/i18n.ts';
import { retryDelaySeconds } from './mail.service.ts';
import { escapeHtml, renderMail } from './mail.templates.ts';

const restoreParams = {
  name: 'Ana',
  link: 'https://extranet.example/auth/restore-password?token=abc&lang=es',
};

describe('renderMail', () => {
  it('renders the restore email in each of the six languages, with the link in both parts', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderMail(translate, 'restore', language, restoreParams);
      subjects.add(mail.subject);
      expect(mail.subject).not.toMatch(/^mail\./);
      expect(mail.text).not.toMatch(/mail\.\w+\.\w+/);
      expect(mail.html).not.toMatch(/mail\.\w+\.\w+/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain(restoreParams.link);
      expect(mail.html).toContain(
        'href="https://extranet.example/auth/restore-password?token=abc&amp;lang=es"',
      );
    }
    expect(subjects.size).toBe(LANGUAGES.length);
    expect(renderMail(translate, 'restore', 'es', restoreParams).subject).toBe('Restablezca su contraseña');
    expect(renderMail(translate, 'restore', 'en', restoreParams).text).toContain('Hello Ana,');
  });

  it('renders every account notice in each language: what, when, from where, and what to do', () => {
    const notice = {
      name: 'Ana',
      when: '25 Nov 2026, 10:04:05 UTC',
      ip: '198.51.100.7',
      browser: '',
      restore_link: 'https://extranet.example/auth/restore-password?lang=es',
      contact_link: 'https://extranet.example/auth/contact?lang=es',
    };
    const cases = {
      welcome: { ...notice, login_link: 'https://extranet.example/auth/login?lang=es' },
      register_existing: { ...notice, login_link: 'https://extranet.example/auth/login?lang=es' },
      password_changed: notice,
      password_restored: notice,
      totp_enabled: notice,
      totp_disabled: notice,
      recovery_codes_regenerated: notice,
      email_change_requested: { ...notice, new_email: 'new@example.com' },
      email_confirm: { ...notice, link: 'https://extranet.example/auth/confirm-email?token=t&lang=es' },
      email_changed: { ...notice, new_email: 'new@example.com' },
    } as const;
    for (const [template, params] of Object.entries(cases)) {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = renderMail(translate, template as keyof typeof cases, language, params as never);
        subjects.add(mail.subject);
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/(mail|common)\.\w+\.\w+/);
        expect(mail.text).toContain(notice.when);
        expect(mail.text).toContain(notice.ip);
        // An unknown browser is said to be unknown, not left blank.
        expect(mail.text).not.toMatch(/: $/m);
        // The link and the failed registration need no report: "ignore this e-mail" is the advice.
        if (template !== 'email_confirm' && template !== 'register_existing') {
          expect(mail.text).toContain(notice.contact_link);
        }
        if ('new_email' in params) expect(mail.text).toContain(params.new_email);
        if ('link' in params) expect(mail.text).toContain(params.link);
      }
      expect(subjects.size, template).toBe(LANGUAGES.length);
    }
    expect(renderMail(translate, 'password_changed', 'es', notice).text).toContain(
      'Navegador: (desconocido)',
    );
  });

  it('falls back to Spanish for a language it does not have', () => {
    expect(renderMail(translate, 'restore', 'de', restoreParams)).toEqual(
      renderMail(translate, 'restore', 'es', restoreParams),
    );
  });

  it('escapes every value in the HTML and keeps it as typed in the text', () => {
    const mail = renderMail(translate, 'contact', 'es', {
      name: '<script>alert("x")</script>',
      email: 'eve@example.com',
      phone: '',
      comment: 'Línea 1 & <b>2</b>\nLínea 3',
      account: '',
      language: 'en',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>2</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Línea 1 &amp; &lt;b&gt;2&lt;/b&gt;<br>Línea 3');
    expect(mail.text).toContain('> Línea 1 & <b>2</b>\n> Línea 3');
    expect(mail.text).toContain('Teléfono: (no indicado)');
    expect(mail.text).toContain('Usuario: Visitante sin sesión iniciada');
    expect(mail.subject).toBe('Nuevo mensaje de contacto de <script>alert("x")</script>');
  });

  it('never puts a line break in the subject nor a non-http link in an href', () => {
    const contact = renderMail(translate, 'contact', 'es', {
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      phone: '+34 600123456',
      comment: 'Hola',
      account: '7',
      language: 'es',
    });
    expect(contact.subject).not.toMatch(/[\r\n]/);
    const restore = renderMail(translate, 'restore', 'es', { name: 'Ana', link: 'javascript:alert(1)' });
    expect(restore.html).toContain('href="#"');
    expect(restore.html).not.toContain('href="javascript:');
  });

  it('renders the claim decisions in each language: the hotel, and the reason of a rejection, escaped', () => {
    const params = {
      name: 'Ana',
      hotel: 'Hotel Sol',
      code: 'ES-SOL-00001',
      link: 'https://extranet.example/dash/home',
    };
    const reason = 'No consta como <titular>.\nEnvíe la escritura.';
    for (const template of ['claim_verified', 'claim_rejected', 'claim_superseded'] as const) {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = renderMail(translate, template, language, { ...params, reason });
        subjects.add(mail.subject);
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.\w+/);
        expect(mail.subject).toContain('Hotel Sol');
        expect(mail.text).toContain('Hotel Sol (ES-SOL-00001)');
        expect(mail.text).toContain(params.link);
        if (template === 'claim_rejected') {
          expect(mail.text).toContain('> No consta como <titular>.\n> Envíe la escritura.');
          expect(mail.html).toContain('No consta como &lt;titular&gt;.<br>Envíe la escritura.');
        } else expect(mail.text).not.toContain('titular');
      }
      expect(subjects.size, template).toBe(LANGUAGES.length);
    }
  });

  it('renders a returned contract in each language: every step by its name with its reason, escaped', () => {
    const params = {
      hotel: 'Hotel Sol',
      code: 'ES-SOL-00001',
      name: 'Marta',
      link: 'https://extranet.example/dash/home',
      steps: [
        { step: 'basic', reason: 'Falta la <categoría>.' },
        { step: 'photos', reason: 'Más fotos\nde las habitaciones.' },
      ],
    };
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderMail(translate, 'contract_returned', language, params);
      subjects.add(mail.subject);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/(mail|nav)\.\w+/);
      expect(mail.subject).toContain('Hotel Sol');
      expect(mail.text).toContain(translate(language, 'nav.basic'));
      expect(mail.text).toContain(translate(language, 'nav.photos'));
      expect(mail.text).toContain('Falta la <categoría>.');
      expect(mail.html).toContain('Falta la &lt;categoría&gt;.');
      expect(mail.text).toContain(params.link);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
    expect(renderMail(translate, 'contract_returned', 'es', params).text).toContain('Datos básicos');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from one minute up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});
