import { describe, expect, it } from 'vitest';
import { expectValidOta } from '../../../test/ota-schema.ts';
import {
  buildOtaAnswer,
  buildOtaDocument,
  buildOtaErrorRS,
  children,
  OTA_NAMESPACE,
  OtaEnvelopeError,
  parseOtaMessage,
} from './ota-xml.ts';

const ROOTS = ['OTA_HotelRateAmountNotifRQ', 'OTA_HotelAvailNotifRQ'] as const;
const problem = (text: string) => {
  try {
    parseOtaMessage(text, ROOTS);
  } catch (error) {
    if (error instanceof OtaEnvelopeError) return error.problem;
    throw error;
  }
  return 'parsed';
};

describe('parseOtaMessage', () => {
  it('reads attributes as exact text and repeatable elements as arrays', () => {
    const { root, message } = parseOtaMessage(
      `<?xml version="1.0" encoding="UTF-8"?>
       <OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}" EchoToken="t-1">
         <AvailStatusMessages HotelCode="007"><AvailStatusMessage BookingLimit="05"/></AvailStatusMessages>
       </OTA_HotelAvailNotifRQ>`,
      ROOTS,
    );
    expect(root).toBe('OTA_HotelAvailNotifRQ');
    expect(message['@EchoToken']).toBe('t-1');
    const container = message.AvailStatusMessages as Record<string, unknown>;
    expect(container['@HotelCode']).toBe('007');
    expect(children(container, 'AvailStatusMessage')).toEqual([{ '@BookingLimit': '05' }]);
  });

  it('refuses a DOCTYPE or an entity declaration before parsing (billion laughs, external entities)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
      <OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}">&lol2;</OTA_HotelAvailNotifRQ>`;
    expect(problem(laughs)).toBe('doctype');
    expect(
      problem(`<!doctype x SYSTEM "file:///etc/passwd"><OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}"/>`),
    ).toBe('doctype');
    expect(
      problem(
        `<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}"><!ENTITY x SYSTEM "file:///etc/passwd"></OTA_HotelAvailNotifRQ>`,
      ),
    ).toBe('doctype');
  });

  it('refuses what is not XML, another namespace, another root, and prototype-polluting names', () => {
    expect(problem('not xml at all')).toBe('not_xml');
    expect(problem('{"json": true}')).toBe('not_xml');
    expect(problem(`<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}"><a></b></OTA_HotelAvailNotifRQ>`)).toBe(
      'not_xml',
    );
    expect(
      problem(`<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}"><__proto__ a="1"/></OTA_HotelAvailNotifRQ>`),
    ).toBe('not_xml');
    expect(problem('<OTA_HotelAvailNotifRQ xmlns="http://example.com/other"/>')).toBe('namespace');
    expect(problem('<OTA_HotelAvailNotifRQ/>')).toBe('namespace');
    expect(problem(`<ota:OTA_HotelAvailNotifRQ xmlns:ota="${OTA_NAMESPACE}"/>`)).toBe('namespace');
    expect(problem(`<OTA_HotelResNotifRQ xmlns="${OTA_NAMESPACE}"/>`)).toBe('root');
    expect(problem(`<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}"/>`)).toBe('parsed');
  });

  it('caps the nesting depth', () => {
    const deep = `${'<a>'.repeat(40)}${'</a>'.repeat(40)}`;
    expect(problem(`<OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}">${deep}</OTA_HotelAvailNotifRQ>`)).toBe(
      'not_xml',
    );
  });
});

describe('buildOtaDocument and buildOtaAnswer', () => {
  it('writes the declaration, namespace, version, timestamp and echo token, escaping values', () => {
    const xml = buildOtaDocument(
      'OTA_HotelAvailNotifRQ',
      { echoToken: 'a"<&', timeStamp: new Date('2027-01-02T03:04:05.000Z') },
      { AvailStatusMessages: { '@HotelCode': 'X&Y' } },
    );
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><OTA_HotelAvailNotifRQ xmlns="${OTA_NAMESPACE}" Version="1.000" TimeStamp="2027-01-02T03:04:05.000Z" EchoToken="a&quot;&lt;&amp;"><AvailStatusMessages HotelCode="X&amp;Y"/></OTA_HotelAvailNotifRQ>`,
    );
  });

  it('answers Success, or Errors naming each element', () => {
    const at = new Date('2027-01-02T00:00:00.000Z');
    expect(buildOtaAnswer('OTA_HotelAvailNotifRS', { echoToken: 'e', timeStamp: at }, [])).toContain(
      '<Success/>',
    );
    const failed = buildOtaAnswer(
      'OTA_HotelAvailNotifRS',
      { echoToken: 'e', timeStamp: at, language: 'en' },
      [
        {
          code: 402,
          path: 'AvailStatusMessages/AvailStatusMessage[2]/StatusApplicationControl/@InvTypeCode',
          text: 'Unknown',
        },
      ],
    );
    // ShortText is the code's English meaning (≤ 64 characters), the sentence is the text.
    expect(failed).toContain(
      '<Errors><Error Type="3" Code="402" ShortText="Invalid room type" NodeList="AvailStatusMessages/AvailStatusMessage[2]/StatusApplicationControl/@InvTypeCode" Language="en">Unknown</Error></Errors>',
    );
    expect(failed).not.toContain('Success');
    expectValidOta(failed);
  });

  it('answers valid documents: warnings after Success, no empty EchoToken, OTA_ErrorRS for the rest', () => {
    const warned = buildOtaAnswer(
      'OTA_HotelRateAmountNotifRS',
      { echoToken: '', language: 'es' },
      [],
      [
        {
          code: 320,
          path: 'RateAmountMessages/RateAmountMessage[1]/Rates/Rate/RateDescription',
          text: 'No aplicado',
        },
      ],
    );
    expect(warned).not.toContain('EchoToken');
    expect(warned).toContain('<Success/><Warnings><Warning Type="11" Code="320" ShortText="Invalid value"');
    expectValidOta(warned);
    const long = buildOtaAnswer('OTA_HotelAvailNotifRS', { echoToken: 't' }, [
      { code: 450, type: '2', path: 'x'.repeat(300), text: 'y'.repeat(500) },
    ]);
    expectValidOta(long);
    for (const code of ['Malformed', 'UnrecognizedRoot', 'Validation'] as const)
      expectValidOta(buildOtaErrorRS(code, 'The body is not well-formed XML.'));
  });
});
