# raises: NotImplementedError
import torch

a = torch.tensor([0.0, 3.0, 200.0, -200.0])
b = torch.tensor([0.0, 3.0, 201.0, -200.0])
print("naive log2(2^a + 2^b) :", torch.log2(torch.exp2(a) + torch.exp2(b)))
print("logaddexp2(a, b)      :", torch.logaddexp2(a, b))

m = torch.maximum(a, b)
by_hand = m + torch.log2(1 + torch.exp2(-(a - b).abs()))
print("max |logaddexp2 - max + log2(1 + 2^-|a-b|)|:", (torch.logaddexp2(a, b) - by_hand).abs().max().item())
print("method form equal     :", torch.equal(a.logaddexp2(b), torch.logaddexp2(a, b)))
print("float16 + float32     :", torch.logaddexp2(torch.tensor([1.0], dtype=torch.float16), torch.tensor([1.0])).dtype)
torch.logaddexp2(torch.tensor([1, 2]), torch.tensor([3, 4]))
