// Run by the mongo image on the first start of an empty data volume (docker-entrypoint-initdb.d), after it created
// the root user: the app's own user, allowed to read and write the app's database and nothing else.
const env = process.env;
db.getSiblingDB('admin').createUser({
  user: env.MONGO_APP_USERNAME,
  pwd: env.MONGO_APP_PASSWORD,
  roles: [{ role: 'readWrite', db: env.MONGO_APP_DATABASE }],
});
