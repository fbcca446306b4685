import torch

I = torch.eye(2)
for dt in (torch.float32, torch.float16, torch.bfloat16):
    print(f"{dt}: matrix_exp(I) diagonal =", torch.linalg.matrix_exp(I.to(dt)).diagonal().tolist())
print("1x1 float16:", torch.linalg.matrix_exp(torch.tensor([[1.0]]).half()).item())
print("float16 computed in float32:", torch.linalg.matrix_exp(I.half().float()).half().diagonal().tolist())
print("complex:", torch.linalg.matrix_exp(torch.tensor([[0, 1j], [1j, 0]])))
try:
    torch.linalg.matrix_exp(torch.eye(2, dtype=torch.int64))
except RuntimeError as e:
    print("int64:", e)
print("overflow: exp(diag(100, 1)) =", torch.linalg.matrix_exp(torch.diag(torch.tensor([100.0, 1.0]))).diagonal().tolist())
