// Runs the tests' local OpenAI-compatible fake (src/server/test/fake-openai-chat.ts) for the chat
// benchmark: prints {"baseUrl": …} and answers every completion with a short streamed text.
import { startFakeOpenAiChat } from '../../src/server/test/fake-openai-chat';

const fake = await startFakeOpenAiChat({ apiKey: process.argv[2] ?? 'bench-key' });
console.log(JSON.stringify({ baseUrl: fake.baseUrl }));
process.on('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
