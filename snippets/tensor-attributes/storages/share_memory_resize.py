import subprocess
import sys

code = """
import torch
t = torch.arange(4.0).share_memory_()
t.resize_(2)
print('shrinking a shared tensor: ok', t.tolist(), flush=True)
t.resize_(100)
print('growing: ok', flush=True)
"""
r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
print(r.stdout.strip())
print("growing a shared tensor: child exit code", r.returncode)
