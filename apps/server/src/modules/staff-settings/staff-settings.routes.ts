import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandSettingGroupParams,
  brandSettingHistoryPage,
  brandSettingsSaveRequest,
  brandSettingsValue,
  channelIdParams,
  pageQuery,
  restrictedAddRequest,
  restrictedImportReport,
  restrictedImportRequest,
  restrictedOverview,
  staffPaymentChannelList,
  staffPaymentChannelOrder,
  staffPaymentChannelUpdate,
} from '@panalo/contract/staff-settings';
import { ok, responses } from '../../lib/http';
import { callerOf } from '../../kernel/request-scope';
import { brandSettingHistory, brandSettings, saveBrandSettingGroup } from './brand-settings.service';
import { orderStaffChannels, staffChannels, updateStaffChannel } from './payment-channels.service';
import { addRestricted, importRestricted, restrictedOverview as overviewOf } from './restricted-staff.service';

/** A restricted-persons CSV may be a few megabytes (the upload's schema allows 5 MB of text). */
const CSV_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Back-office settings of the staff member's brand: brand settings by group with their change
 * history, payment channels, and the restricted-persons list. Each route names its permission
 * (modules/staff/staff-access.ts).
 */
export const staffSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];

  app.get(
    '/wps/operator/settings',
    { config: { staff: 'settings.view' }, schema: { tags, response: responses(brandSettingsValue) } },
    async (request) => ok(await brandSettings(app.ctx, request.merchant)),
  );

  app.get(
    '/wps/operator/settings/history',
    { config: { staff: 'settings.view' }, schema: { tags, querystring: pageQuery, response: responses(brandSettingHistoryPage) } },
    async (request) => ok(await brandSettingHistory(app.ctx, request.merchant, request.query)),
  );

  app.post(
    '/wps/operator/settings/:group',
    {
      config: { staff: 'settings.edit' },
      schema: { tags, params: brandSettingGroupParams, body: brandSettingsSaveRequest, response: responses(brandSettingsValue) },
    },
    async (request) =>
      ok(await saveBrandSettingGroup(app.ctx, callerOf(request), { group: request.params.group, value: request.body.value })),
  );

  app.get(
    '/wps/operator/payment-channels',
    { config: { staff: 'payment-channels.view' }, schema: { tags, response: responses(staffPaymentChannelList) } },
    async (request) => ok(await staffChannels(app.ctx, request.merchant)),
  );

  app.post(
    '/wps/operator/payment-channels/order',
    {
      config: { staff: 'payment-channels.edit' },
      schema: { tags, body: staffPaymentChannelOrder, response: responses(staffPaymentChannelList) },
    },
    async (request) => ok(await orderStaffChannels(app.ctx, callerOf(request), request.body.ids)),
  );

  app.post(
    '/wps/operator/payment-channels/:channelId',
    {
      config: { staff: 'payment-channels.edit' },
      schema: { tags, params: channelIdParams, body: staffPaymentChannelUpdate, response: responses(staffPaymentChannelList) },
    },
    async (request) =>
      ok(await updateStaffChannel(app.ctx, callerOf(request), { channelId: request.params.channelId, change: request.body })),
  );

  app.get(
    '/wps/operator/restricted',
    { config: { staff: 'restricted.view' }, schema: { tags, response: responses(restrictedOverview) } },
    async (request) => ok(await overviewOf(app.ctx, request.merchant)),
  );

  app.post(
    '/wps/operator/restricted/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      config: { staff: 'restricted.import' },
      schema: { tags, body: restrictedImportRequest, response: responses(restrictedImportReport) },
    },
    async (request) => ok(await importRestricted(app.ctx, callerOf(request), request.body)),
  );

  // One person at a time, as staff type them; the members it matches are barred at once, as by an import.
  app.post(
    '/wps/operator/restricted/add',
    {
      config: { staff: 'restricted.import' },
      schema: { tags, body: restrictedAddRequest, response: responses(restrictedImportReport) },
    },
    async (request) => ok(await addRestricted(app.ctx, callerOf(request), request.body)),
  );
};
