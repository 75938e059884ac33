import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  OPERATOR_IMPORT_COLUMNS,
  OPERATOR_IMPORT_MAX_BYTES,
  OPERATOR_ROLE_KEYS,
  OPERATOR_ROLES,
  OperatorImportQuerySchema,
  operatorRolesAdminApi,
  operatorRolesAdminSchemas,
  operatorsAdminApi,
  operatorsAdminSchemas,
  translate,
  type Locale,
} from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Guards } from '../../http/authenticate.js';
import { serveOperatorArea } from '../../http/endpoints.js';
import { sendXlsx } from '../../infra/spreadsheet.js';
import { columnHeader, type OperatorImport } from './operator-import.js';
import type { OperatorsAdminService } from './operators-admin.service.js';

interface Deps {
  guards: Guards;
  operators: OperatorsAdminService;
  imports: OperatorImport;
}

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The "file" part's bytes, at most OPERATOR_IMPORT_MAX_BYTES: reading stops at the limit. */
async function importBytes(request: FastifyRequest): Promise<Buffer> {
  const part: MultipartFile | undefined = await request.file().catch((err: unknown) => {
    request.log.info({ err }, 'operator import without a readable file part');
    return undefined;
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('OPERATOR_IMPORT_MISSING');
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated)
      throw new AppError('OPERATOR_IMPORT_SIZE', { max: OPERATOR_IMPORT_MAX_BYTES / 1024 / 1024 });
    throw err;
  }
}

const exportColumns = (locale: Locale) =>
  (['userId', 'userName', 'nickName', 'status', 'roles', 'email', 'mobile', 'remark', 'loginIp', 'loginDate', 'createTime'] as const).map(
    (key) => ({
      header: columnHeader(key, locale),
      key,
      width: key === 'remark' ? 30 : key.endsWith('Date') || key.endsWith('Time') ? 20 : 16,
    }),
  );

/** RuoYi's `/system/user/*` and the role list (issue 19). */
export async function operatorsAdminRoutes(app: FastifyInstance, { guards, operators, imports }: Deps) {
  // In this plugin's scope only: the import is the one multipart body here.
  await app.register(fastifyMultipart, { limits: { fileSize: OPERATOR_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });

  serveOperatorArea(
    app,
    guards.operator,
    {
      area: operatorsAdminApi,
      schemas: operatorsAdminSchemas,
      // Each new operator's password is hashed with argon2id (four at a time): a full file takes longer than a plain call.
      routes: { importData: { consumes: ['multipart/form-data'], handlerTimeout: 180_000 } },
    },
    {
      list: ({ input: { pageNo, pageSize, ...filter } }) => operators.page(filter, pageNo, pageSize),
      get: ({ input }) => operators.get(input.userId),
      create: ({ input }) => operators.create(input),
      update: ({ input, ...caller }) => operators.update(caller, input),
      remove: ({ input, ...caller }) => operators.remove(caller, input.userId),
      resetPwd: ({ input, ...caller }) => operators.resetPassword(caller, input),
      changeStatus: ({ input, ...caller }) => operators.changeStatus(caller, input),
      export: async ({ input, locale, reply }) => {
        const status = (s: number) => translate(s === 0 ? 'operators.status.enabled' : 'operators.status.disabled', locale);
        async function* rows() {
          for await (const o of operators.each(input))
            yield {
              ...o,
              status: status(o.status),
              roles: o.roles.join(','),
              loginDate: o.loginDate === null ? null : new Date(o.loginDate),
              createTime: new Date(o.createTime),
            };
        }
        return sendXlsx(reply, {
          fileName: 'operators.xlsx',
          sheet: translate('operators.sheet', locale),
          columns: exportColumns(locale),
          rows: rows(),
        });
      },
      importTemplate: async ({ locale, reply }) =>
        sendXlsx(reply, {
          fileName: 'operators-template.xlsx',
          sheet: translate('operators.sheet', locale),
          columns: OPERATOR_IMPORT_COLUMNS.map((key) => ({ header: columnHeader(key, locale), key, width: key === 'remark' ? 30 : 18 })),
          rows: [],
        }),
      importData: async ({ request, reply, locale, operatorId, sessionId, auditBefore }) => {
        const query = OperatorImportQuerySchema.safeParse(request.query);
        if (!query.success) throw new AppError('BAD_REQUEST');
        let file: Buffer;
        try {
          file = await importBytes(request);
        } catch (err) {
          // The rest of a refused body is not worth reading.
          reply.header('connection', 'close');
          throw err;
        }
        // The audit log records the rows imported (the hook masks the passwords) with the flag.
        const record = (rows: unknown[]) => {
          request.body = { updateSupport: query.data.updateSupport, rows };
        };
        return imports.run({ operatorId, sessionId, auditBefore }, file, query.data.updateSupport, locale, record);
      },
    },
  );

  serveOperatorArea(
    app,
    guards.operator,
    { area: operatorRolesAdminApi, schemas: operatorRolesAdminSchemas },
    {
      listAllSimple: async ({ locale }) =>
        OPERATOR_ROLE_KEYS.map((roleKey) => ({
          roleKey,
          roleName: translate(`operators.role.${roleKey}`, locale),
          permissions: [...OPERATOR_ROLES[roleKey]],
        })),
    },
  );
}
