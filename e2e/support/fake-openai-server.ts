// The local OpenAI-compatible vision model of the browser journeys (run with tsx
// as a Playwright webServer): it names a Brazilian lunch on any photo, the way
// a real model would answer Nutri's prompt. See src/server/test/fake-openai.ts.
import { startFakeOpenAI } from '../../src/server/test/fake-openai';

const port = Number(process.env.FAKE_AI_PORT ?? 3102);
const fake = await startFakeOpenAI({ port, apiKey: 'nutri-e2e-ai' });
console.log(`fake OpenAI-compatible server at ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
