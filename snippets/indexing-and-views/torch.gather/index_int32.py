# raises: RuntimeError
import torch

inp = torch.arange(12).reshape(3, 4)
index = torch.tensor([[3], [0], [2]])
print("int64 index:", torch.gather(inp, 1, index).flatten().tolist())
print("int32 index:", torch.gather(inp, 1, index.to(torch.int32)).flatten().tolist())
torch.gather(inp, 1, index.to(torch.int16))   # only int64 and int32 are accepted
