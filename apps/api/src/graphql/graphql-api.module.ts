import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/**
 * Code-first GraphQL at POST /graphql: the schema is generated in memory from the resolvers the context modules
 * provide. No GraphQL subscriptions: Socket.IO is the live channel.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        autoSchemaFile: true,
        sortSchema: true,
        path: '/graphql',
        graphiql: config.nodeEnv === 'development',
      }),
    }),
  ],
})
export class GraphqlApiModule {}
