import { mongoDatabaseName } from './open-stores';

describe('mongoDatabaseName', () => {
  it.each([
    ['mongodb://mongodb:27017/receptionist?replicaSet=rs0&directConnection=true', 'receptionist'],
    ['mongodb://a:1,b:2/analytics', 'analytics'],
    ['mongodb+srv://user:p%2Fw@cluster.example.net/prod-db?retryWrites=true', 'prod-db'],
    ['mongodb://localhost:27017', 'receptionist'],
    ['mongodb://localhost:27017/?replicaSet=rs0', 'receptionist'],
  ])('reads %s as database %s', (url, database) => {
    expect(mongoDatabaseName(url)).toBe(database);
  });
});
