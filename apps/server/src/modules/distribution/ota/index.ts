/**
 * The door of the OTA helpers distribution's sub-modules share (decision 049): reading and writing
 * OTA 2003/05 XML safely (ota-xml.ts), the ARI codes in and out agree on, and folding days into
 * Start/End ranges. Pure: no database, no routes.
 */
export { AGE_QUALIFYING_CODE, GUEST_KINDS, type GuestKind, ratePlanCode } from './ari-codes.ts';
export { type DayRange, epochDay, foldDays, isoOfEpochDay } from './day-ranges.ts';
export { type OtaAnswer, otaXmlRoute } from './ota-route.ts';
export {
  ATTR,
  attr,
  buildOtaAnswer,
  buildOtaDocument,
  buildOtaErrorRS,
  child,
  children,
  isNode,
  OTA_ERROR_TEXT,
  OTA_ERROR_TYPE,
  OTA_NAMESPACE,
  OTA_VERSION,
  OtaEnvelopeError,
  type OtaEnvelopeProblem,
  type OtaError,
  type OtaHeader,
  type OtaNode,
  parseOtaMessage,
} from './ota-xml.ts';
