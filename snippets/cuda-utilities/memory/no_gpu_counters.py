import torch

print("memory_allocated():", torch.cuda.memory_allocated())
print("max_memory_allocated():", torch.cuda.max_memory_allocated())
print("memory_reserved():", torch.cuda.memory_reserved())
print("max_memory_reserved():", torch.cuda.max_memory_reserved())
print('memory_allocated("cuda:7"):', torch.cuda.memory_allocated("cuda:7"), "(device not checked)")
print("memory_stats():", dict(torch.cuda.memory_stats()))
torch.cuda.empty_cache()  # nothing to release: returns quietly
print("empty_cache(): returned without error")
