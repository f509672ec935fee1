// Runs every benchmark of the project and prints its figures (build first: npm run build).
import { execFileSync } from 'node:child_process';

const scripts = [
  'bench/server-start.ts',
  'bench/first-load-bytes.ts',
  'bench/route-chunks.ts',
  'bench/lighthouse.ts',
  'bench/encryption-cost.ts',
  'bench/tracking-ingest.ts',
  'bench/scan-time.ts',
  'bench/scan-accuracy.ts',
  'bench/offline-reload.ts',
  'bench/worker-install.ts',
  'bench/place-download.ts',
  'bench/installable.ts',
  'bench/tap-to-audio.ts',
  'bench/chat-first-chunk.ts',
  'bench/assistant-answer.ts',
  'bench/assistant-offline.ts',
  'bench/chat-concurrency.ts',
  'bench/cluster-resume.ts',
  'bench/cluster-throughput.ts',
  'bench/sms-brute-force.ts',
  'bench/member-endpoints.ts',
  'bench/security-cost.ts',
  'bench/assistant-eval.ts',
  'bench/voice.ts',
];
for (const script of scripts) {
  console.log(`\n== ${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
}
