import torch

names = ["backward", "grad", "Function", "gradcheck", "gradgradcheck",
         "no_grad", "enable_grad", "set_grad_enabled", "inference_mode",
         "set_detect_anomaly", "Variable"]
for n in names:
    obj = getattr(torch.autograd, n)
    kind = "class" if isinstance(obj, type) else "function"
    print(f"torch.autograd.{n:<18} {kind}")
print("torch.autograd.functional.jacobian:", callable(torch.autograd.functional.jacobian))
