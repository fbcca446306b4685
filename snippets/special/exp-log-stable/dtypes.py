import torch

dtypes = [torch.int64, torch.bool, torch.float16, torch.bfloat16, torch.float64, torch.complex64]
fns = {"exp2": torch.exp2, "expm1": torch.expm1, "log1p": torch.log1p, "logit": torch.logit}
print("| input dtype | " + " | ".join(fns) + " |")
print("|---" * (len(fns) + 1) + "|")
for dt in dtypes:
    cells = []
    for f in fns.values():
        try:
            cells.append(str(f(torch.tensor([0.25], dtype=dt) if dt.is_floating_point or dt.is_complex else torch.tensor([0], dtype=dt)).dtype).replace("torch.", ""))
        except NotImplementedError:
            cells.append("NotImplementedError")
    print(f"| {str(dt).replace('torch.', '')} | " + " | ".join(cells) + " |")
