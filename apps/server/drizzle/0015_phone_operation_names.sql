-- One name per operation (issue 14): the history takes the names the contract's endpoints and the
-- console's menu use, so no table has to translate between them.
UPDATE phone_operations SET kind = CASE kind
  WHEN 'power-on' THEN 'powerOn'
  WHEN 'power-off' THEN 'powerOff'
  WHEN 'new-machine' THEN 'newMachine'
  WHEN 'clear-files' THEN 'clearFiles'
  WHEN 'return-home' THEN 'home'
  WHEN 'enter-directly' THEN 'enterDirectly'
  WHEN 'retry-migrate' THEN 'retryMigrate'
END
WHERE kind IN ('power-on', 'power-off', 'new-machine', 'clear-files', 'return-home', 'enter-directly', 'retry-migrate');
