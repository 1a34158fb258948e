// Keep test output readable: Nest's info logs (projector caught up, reactors started) are noise here.
const { Logger } = require('@nestjs/common');
Logger.overrideLogger(['error', 'warn']);
