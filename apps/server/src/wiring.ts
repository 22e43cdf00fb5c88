import type { ModuleContext, ServerModule } from './lib/server-module.ts';
import { createAdminModule } from './modules/admin/index.ts';
import { createAccountEvents, createAuthModule, PasswordHasher } from './modules/auth/index.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createCatalogueModule } from './modules/catalogue/index.ts';
import { createContactsModule } from './modules/contacts/index.ts';
import { createContractsModule } from './modules/contracts/index.ts';
import {
  createDistributionChanges,
  createDistributionModule,
  type HostResolver,
} from './modules/distribution/index.ts';
import { createGeoModule } from './modules/geo/index.ts';
import { createHealthModule } from './modules/health/index.ts';
import { createHotelDirectory, createHotelsModule } from './modules/hotels/index.ts';
import { createMailModule } from './modules/mail/index.ts';
import { createMediaModule } from './modules/media/index.ts';
import { createMessagesModule } from './modules/messages/index.ts';
import { createOpinionsModule } from './modules/opinions/index.ts';
import { createPhotographerModule } from './modules/photographer/index.ts';
import { createPhotosModule } from './modules/photos/index.ts';
import { createProfileModule } from './modules/profile/index.ts';
import { createRatesModule } from './modules/rates/index.ts';
import { createReservationsModule } from './modules/reservations/index.ts';
import { createRoomPhotosModule } from './modules/room-photos/index.ts';
import { createRoomsModule } from './modules/rooms/index.ts';
import { createSecurityModule } from './modules/security/index.ts';
import {
  createActivityLog,
  createAttachmentVerifier,
  createStaffModule,
  ReviewContent,
} from './modules/staff/index.ts';
import { createUsersModule } from './modules/users/index.ts';
import { createVideosModule } from './modules/videos/index.ts';
import { createWizardModule } from './modules/wizard/index.ts';
import { RateLimiter } from './plugins/rate-limiter.ts';

/**
 * The composition root (decision 049): every module is built here, in dependency order, from the
 * module context and what it needs of the modules built before it (typed by their doors). A port
 * that a module built earlier needs of one built later (the account's events, staff's verification
 * of claims and activity log, the hotels' directory) comes from the later module's door on the
 * database. Answers the services (tests reach them through `app.services`) and the modules in the
 * order `app.ts` registers them, which is the order of their first routes.
 */
export function createModules(
  context: ModuleContext,
  options: { resolveHost?: HostResolver; reservationsClock?: () => Date } = {},
) {
  const { config, database } = context;
  const rateLimiter = new RateLimiter(database.db);
  // Distribution events (issue 17): the change feed and webhook deliveries, written in the change's transaction.
  const distributionEvents = createDistributionChanges();
  const passwords = new PasswordHasher(config.ARGON2_MEMORY_KIB);
  const accountEvents = createAccountEvents(database);
  const attachments = createAttachmentVerifier(database, distributionEvents);
  // The back office's activity log (decision 061): every module records its domain events here.
  const activity = createActivityLog(database);

  const health = createHealthModule(context);
  const mail = createMailModule(context);
  const { notices } = mail.services;
  const catalogue = createCatalogueModule(context);
  const { reference } = catalogue.services;
  const geo = createGeoModule(context);
  // Step reviews (issue 19, decision 031): honest progress counts a step once it is saved.
  const wizard = createWizardModule(context);
  const opinions = createOpinionsModule(context);
  const billing = createBillingModule(context);
  // Photos, videos and avatars: on the disk or in an S3 bucket (MEDIA_STORAGE). Photos and videos
  // share the `media` table's ordered lists; room types show some of the photos.
  const media = createMediaModule(context);
  const { library, storages } = media.services;
  const photos = createPhotosModule(context, { library, storage: storages.media, activity });
  const videos = createVideosModule(context, { library, storage: storages.media, activity });
  const roomPhotos = createRoomPhotosModule(context, { library });
  const photographer = createPhotographerModule(context, { rateLimiter, mail: mail.services.mail });
  const security = createSecurityModule(context, { accountEvents, passwords, rateLimiter, notices });
  const users = createUsersModule(context, { accountEvents, passwords, rateLimiter, notices });
  const profile = createProfileModule(context, {
    accountEvents,
    passwords,
    rateLimiter,
    avatars: storages.avatars,
    users: users.services.users,
    notices,
  });
  const admin = createAdminModule(context, { attachments, mail: mail.services.mail });
  const auth = createAuthModule(context, {
    passwords,
    rateLimiter,
    secondFactor: security.services.security,
    hotelLinks: admin.services.hotelLinks,
    users: users.services.users,
    mail: mail.services.mail,
    notices,
  });
  const messages = createMessagesModule(context, {
    rateLimiter,
    mail: mail.services.mail,
    auth: auth.services.auth,
  });
  const rooms = createRoomsModule(context, {
    hotels: createHotelDirectory(database),
    reference,
    changes: distributionEvents,
    activity,
    // Bound late: the contracts module reads the rooms (decision 062).
    changeRequests: {
      roomsChanged: (userId, hotelId) => contracts.services.contracts.roomsChanged(userId, hotelId),
    },
  });
  const hotels = createHotelsModule(context, {
    catalogue: catalogue.services.catalogue,
    geo: geo.services.geo,
    reference,
    rooms: rooms.services.rooms,
    wizard: wizard.services.wizard,
    attachments,
    activity,
  });
  const contacts = createContactsModule(context, { hotels: hotels.services.hotelDirectory });
  const rates = createRatesModule(context, { changes: distributionEvents, activity, rateLimiter });
  // The review document (decision 027): staff review it, and every approval stores its parts.
  const content = new ReviewContent({
    hotels: hotels.services.hotels,
    rooms: rooms.services.rooms,
    photos: photos.services.photos,
    videos: videos.services.videos,
    opinions: opinions.services.opinions,
  });
  const contracts = createContractsModule(context, {
    rooms: rooms.services.rooms,
    opinions: opinions.services.opinions,
    mail: mail.services.mail,
    approvals: content,
    activity,
    changes: distributionEvents,
  });
  const staff = createStaffModule(context, {
    changes: distributionEvents,
    accountEvents,
    hotelLinks: admin.services.hotelLinks,
    catalogue: catalogue.services.catalogue,
    mail: mail.services.mail,
    content,
    contracts: contracts.services.contracts,
    rates: rates.services.rates,
  });
  const distribution = createDistributionModule(context, {
    changes: distributionEvents,
    ari: rates.services.ari,
    activity: staff.services.activity,
    references: reference,
    resolveHost: options.resolveHost,
  });
  // Reservations (issue 32): checked and consumed through rates' one ARI write path.
  const reservations = createReservationsModule(context, {
    ari: rates.services.ari,
    changes: distributionEvents,
    hotels: hotels.services.hotelDirectory,
    apiKeys: distribution.services.apiKeys,
    notices: mail.services.reservationNotices,
    contacts: contacts.services.contacts,
    activity,
    clock: options.reservationsClock,
  });

  const services = {
    ...distribution.services,
    storages,
    ...hotels.services,
    ...geo.services,
    ...rooms.services,
    ...contacts.services,
    ...rates.services,
    ...billing.services,
    rateLimiter,
    ...auth.services,
    ...users.services,
    ...security.services,
    ...admin.services,
    ...profile.services,
    ...catalogue.services,
    mail: mail.services.mail,
    ...messages.services,
    ...photos.services,
    ...videos.services,
    ...roomPhotos.services,
    ...photographer.services,
    ...opinions.services,
    ...wizard.services,
    ...staff.services,
    ...contracts.services,
    ...reservations.services,
  };
  const modules: ServerModule[] = [
    ...[health, mail, admin, auth, users, security, profile, messages, catalogue, hotels, rooms],
    ...[contacts, rates, billing, geo, photos, roomPhotos, videos, photographer, media],
    ...[opinions, wizard, contracts, staff, distribution, reservations],
  ];
  return { services, modules };
}

export type Services = ReturnType<typeof createModules>['services'];
