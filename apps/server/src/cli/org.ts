import { formatCn } from '@guanlan/shared';
import { systemClock } from '../platform/clock.js';
import { OrgAdminService } from '../modules/org/org-admin.service.js';
import { openDatabase, runCli } from './cli-runtime.js';

const USAGE = `用法: npm run org -- <命令>
  list [pending|active|rejected|disabled]   列出单位（默认全部）
  approve <单位编号>                         通过试用申请
  reject <单位编号>                          驳回试用申请
  disable <单位编号>                         停用单位
`;

const ACTIONS = { approve: 'active', reject: 'rejected', disable: 'disabled' } as const;

/** Platform administrator's command line for trial applications. */
async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const { database } = await openDatabase();
  try {
    const orgs = new OrgAdminService(database.db, systemClock);
    if (command === 'list') {
      for (const o of await orgs.list(arg)) {
        process.stdout.write(
          `${o.id}\t${o.status}\t${o.name}\t${o.contactName ?? ''}\t${o.contactPhone ?? ''}\t${formatCn(o.createdAt)}\n`,
        );
      }
      return 0;
    }
    if (command && command in ACTIONS && arg && /^\d+$/.test(arg)) {
      const ok = await orgs.setStatus(Number(arg), ACTIONS[command as keyof typeof ACTIONS]);
      process.stdout.write(ok ? `单位 ${arg} 已更新\n` : `未找到编号为 ${arg} 的单位\n`);
      return ok ? 0 : 1;
    }
    process.stdout.write(USAGE);
    return command ? 1 : 0;
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)));
