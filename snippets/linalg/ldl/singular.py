import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=torch.float64)   # symmetric, singular
out = torch.linalg.ldl_factor_ex(S)
print(type(out).__name__, "| info:", out.info.item(), "| D:", out.LD.diagonal())
try:
    torch.linalg.ldl_factor(S)
except RuntimeError as e:
    print("ldl_factor:", str(e).split(", please report")[0][:60], "...", str(e).split("ldl_factor: ")[-1])
try:
    torch.linalg.ldl_factor_ex(S, check_errors=True)
except RuntimeError as e:
    print("check_errors=True:", str(e).split("ldl_factor_ex: ")[-1])
