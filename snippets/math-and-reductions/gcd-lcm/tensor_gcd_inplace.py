# raises: RuntimeError
import torch

x = torch.tensor([12, 18])
out = x.gcd_(torch.tensor([8, 8]))
print("x after gcd_:", x.tolist(), "| returns x:", out is x)
small = torch.tensor([12], dtype=torch.int8)
small.gcd_(torch.tensor([8]))                        # int64 other, int8 result
print("int8 self keeps its dtype:", small.dtype, small.tolist())
torch.tensor([12]).gcd_(torch.tensor([[8], [4]]))    # result would be (2, 1), self is (1,)
