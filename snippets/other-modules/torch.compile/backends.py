import torch
import torch._dynamo

print("listed by default:", torch._dynamo.list_backends())
print("including debug backends:", torch._dynamo.list_backends(exclude_tags=()))
